/**
 * Hardening, access (issue 19): dev and demo features fail closed, the username check and the SMS register call do
 * not enumerate members, each brand opens only its own body scheme, absolute URLs use the configured host, and
 * TRUST_PROXY never believes the left-most X-Forwarded-For.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { devFeaturesFromEnv, FeatureConfigError } from '../../../server/src/devFeatures.ts';
import { PreviewSecretConfigError, previewSecretFromEnv } from '../../../server/src/http/previewLink.ts';
import { LIMITS } from '../../../server/src/http/rateLimit.ts';
import { TrustProxyConfigError, trustProxyFromEnv } from '../../../server/src/http/trustProxy.ts';
import { mobileConfigPath } from '../../../server/src/routes/paths.ts';
import { sessionOf } from '../games/agentHelpers.ts';
import { call, callEncrypted, expectFail, expectOk, send, urlOf } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { fresh, startServer, withEnv } from './helpers.ts';

describe('hardening: access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
  }, 120_000);
  afterAll(async () => t?.close());

  describe('dev and demo features fail closed', () => {
    const outboxes = async (app: Awaited<ReturnType<typeof buildApp>>) => [
      await app.inject({ method: 'GET', url: urlOf('devSmsOutbox', { mobile: '639170000000' }), headers: { merchant: 'LUCKY88' } }),
      await app.inject({ method: 'GET', url: urlOf('devEmailOutbox', { email: 'a@b.cd' }), headers: { merchant: 'LUCKY88' } }),
      // The calls that make a fresh demo account for a test.
      await app.inject({ method: 'POST', url: urlOf('devDemoMember'), headers: { merchant: 'LUCKY88', 'content-type': 'application/json' }, payload: '{}' }),
      await app.inject({ method: 'POST', url: urlOf('devDemoAgent'), headers: { merchant: 'LUCKY88', 'content-type': 'application/json' }, payload: '{}' }),
      await app.inject({
        method: 'POST',
        url: urlOf('devImageCdns'),
        headers: { merchant: 'LUCKY88', 'content-type': 'application/json' },
        payload: '{"imageCDNs":[]}',
      }),
    ];

    it('are off unless switched on with exactly "1"; production refuses them', () => {
      expect(devFeaturesFromEnv({})).toEqual({ devOutbox: false, demoMode: false });
      expect(devFeaturesFromEnv({ DEV_OUTBOX: 'true', DEMO_MODE: 'yes' })).toEqual({ devOutbox: false, demoMode: false });
      expect(devFeaturesFromEnv({ DEV_OUTBOX: '1', DEMO_MODE: '1' })).toEqual({ devOutbox: true, demoMode: true });
      expect(devFeaturesFromEnv({ NODE_ENV: 'production' })).toEqual({ devOutbox: false, demoMode: false });
      expect(() => devFeaturesFromEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(FeatureConfigError);
      expect(() => devFeaturesFromEnv({ NODE_ENV: 'production', DEMO_MODE: '1' })).toThrow(/DEMO_MODE=1 is for development and demos only/);
    });

    it('under NODE_ENV=production with nothing on, the outboxes and the test account calls answer 404; without DEV_OUTBOX too', async () => {
      for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }]) {
        const app = await withEnv({ ...env, DEV_OUTBOX: undefined, DEMO_MODE: undefined }, () => buildApp({ db: t.db }));
        try {
          for (const r of await outboxes(app)) expect(r.statusCode, `${env.NODE_ENV} ${r.body}`).toBe(404);
          expect(app.ctx.demoMode).toBe(false);
        } finally {
          await app.close();
        }
      }
      const on = await withEnv({ NODE_ENV: 'development', DEV_OUTBOX: '1' }, () => buildApp({ db: t.db }));
      try {
        for (const r of await outboxes(on)) expect(r.statusCode).toBe(200);
      } finally {
        await on.close();
      }
    });

    it('with NODE_ENV=production and DEV_OUTBOX=1 (or DEMO_MODE=1) the server refuses to start', () => {
      const outbox = startServer({ NODE_ENV: 'production', DEV_OUTBOX: '1' });
      expect(outbox.status).toBe(1);
      expect(outbox.stderr).toBe('DEV_OUTBOX=1 is for development and demos only: refusing to start with it on when NODE_ENV=production');
      expect(outbox.stdout).not.toMatch(/Listening/);
      const both = startServer({ NODE_ENV: 'production', DEV_OUTBOX: '1', DEMO_MODE: '1' });
      expect(both.status).toBe(1);
      expect(both.stderr).toMatch(/^DEV_OUTBOX=1, DEMO_MODE=1 are for development and demos only/);
    }, 120_000);

    it('the scripts and servers that need them switch them on explicitly', () => {
      const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
      expect(pkg.scripts.start).toMatch(/DEMO_MODE=1 DEV_OUTBOX=1 tsx server\/src\/main\.ts/);
      expect(readFileSync('tools/dev.ts', 'utf8')).toMatch(/DEV_OUTBOX: '1'/);
      // The e2e suite reads SMS codes from the outbox and registers its own accounts through the dev calls.
      expect(readFileSync('playwright.config.ts', 'utf8')).toMatch(/PORT=\$\{PORT\} [^`]*DEV_OUTBOX=1 [^`]*testServer\.ts browser/);
    });
  });

  describe('no member enumeration through the username check and the SMS register call', () => {
    it(`the username check is limited to ${LIMITS.usernameCheckPerIp.max} per address per window`, async () => {
      const from = { 'x-forwarded-for': '10.66.0.1' };
      for (let i = 0; i < LIMITS.usernameCheckPerIp.max; i++) {
        const a = await call(t.app, 'checkUsername', { query: { username: `free${i}name` }, headers: from });
        expect(a.status, a.raw).toBe(200);
      }
      const over = await call(t.app, 'checkUsername', { query: { username: 'demo0aa' }, headers: from });
      expectFail(over, 429, 'request.too.many');
      // The seconds left in the fixed window the test clock is in.
      const { windowMs } = LIMITS.usernameCheckPerIp;
      expect(over.body.value).toMatchObject({ retryAfter: Math.ceil((windowMs - (t.clock.now() % windowMs)) / 1000) });
      expectFail(await call(t.app, 'checkUsername', { query: { username: 'agent1' }, headers: fresh() }), 409, 'username.exists');
      t.clock.advance(LIMITS.usernameCheckPerIp.windowMs);
      expect((await call(t.app, 'checkUsername', { query: { username: 'free0name' }, headers: from })).status).toBe(200);
    });

    it('sms/register answers the same for a taken and a free number, texts only the free one; register refuses the taken one', async () => {
      const outbox = async (mobile: string) => expectOk<unknown[]>(await call(t.app, 'devSmsOutbox', { query: { mobile } }), 'devSmsOutbox');
      const before = (await outbox('639170000000')).length;
      const taken = await call(t.app, 'smsRegister', { headers: fresh(), body: { mobileNum: '9170000000', countryDialingCode: '63' } });
      const free = await call(t.app, 'smsRegister', { headers: fresh(), body: { mobileNum: '9181239876', countryDialingCode: '63' } });
      expect(taken.status).toBe(200);
      expect(taken.body).toEqual(free.body);
      expect(await outbox('639170000000')).toHaveLength(before);
      expect(await outbox('639181239876')).toHaveLength(1);
      // At submit a taken number without its (never sent) code gets the wrong-code answer, like any wrong code.
      const body = { username: 'takenmob1', password: 'abc12345', mobileNum: '9170000000', countryDialingCode: '63', verificationCode: '000000' };
      expectFail(await callEncrypted(t.app, 'register', body, { headers: fresh() }), 400, 'sms.code.err');
    });
  });

  describe('configured scheme, configured host, proxy hops', () => {
    it('a modern brand refuses the legacy (DES) scheme; the legacy brand opens both', async () => {
      const creds = { username: 'demo0', password: 'demo1234', type: 'username' };
      expectFail(await callEncrypted(t.app, 'login', creds, { scheme: 'legacy-des', headers: fresh() }), 400, 'encryption.scheme.unsupported');
      expectOk(await callEncrypted(t.app, 'login', creds, { headers: fresh() }), 'login');
      expectOk(await callEncrypted(t.app, 'login', creds, { merchant: 'ROYALPH', scheme: 'legacy-des', headers: fresh() }), 'login');
      expectOk(await callEncrypted(t.app, 'login', creds, { merchant: 'ROYALPH', headers: fresh() }), 'login');
      const status = (merchant: string) => call(t.app, 'systemStatus', { merchant, query: 'device=MOBILE' });
      expect(expectOk<{ info: { encryption: { acceptsLegacy: boolean } } }>(await status('LUCKY88'), 'systemStatus').info.encryption.acceptsLegacy).toBe(false);
      expect(expectOk<{ info: { encryption: { acceptsLegacy: boolean } } }>(await status('ROYALPH'), 'systemStatus').info.encryption.acceptsLegacy).toBe(true);
    });

    it("the iOS profile and agents' registration links use the configured host, not the request's Host", async () => {
      const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      const profile = await send(t.app, 'GET', mobileConfigPath('lucky'), { headers: evil });
      expect(profile.status).toBe(200);
      expect(profile.raw).toContain('<string>https://lucky.localhost/m/home</string>');
      expect(profile.raw).not.toContain('evil');
      const royal = await send(t.app, 'GET', mobileConfigPath('royal'), { headers: evil });
      expect(royal.raw).toContain('<string>https://royal.localhost/m/home</string>');

      const agent = await sessionOf(t, 'agent1');
      const link = expectOk<{ url: string; code: string }>(
        await call(t.app, 'createAffiliateUrl', { token: agent, body: { note: 'host test' }, headers: evil }),
        'createAffiliateUrl',
      );
      expect(link.url).toBe(`https://lucky.localhost/m/register?affiliateCode=${link.code}`);
      const list = expectOk<{ list: { url: string }[] }>(await call(t.app, 'affiliateUrls', { token: agent, headers: evil }), 'affiliateUrls').list;
      for (const l of list) expect(l.url).toMatch(/^https:\/\/lucky\.localhost\/m\/register\?/);
    });

    it('TRUST_PROXY takes a hop count or proxy addresses; anything else is refused', () => {
      expect(trustProxyFromEnv(undefined)).toBe(false);
      expect(trustProxyFromEnv('')).toBe(false);
      expect(trustProxyFromEnv('0')).toBe(false);
      expect(trustProxyFromEnv('1')).toBe(1);
      expect(trustProxyFromEnv('2')).toBe(2);
      expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
      for (const bad of ['true', 'yes', '-1', '11', '10.0.0.300', '10.0.0.0/33', 'evil.example', '1.2.3.4/8/1']) {
        expect(() => trustProxyFromEnv(bad), bad).toThrow(TrustProxyConfigError);
      }
      const r = startServer({ TRUST_PROXY: 'true' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^TRUST_PROXY must be a hop count/);
    }, 60_000);

    it('PREVIEW_SECRET has at least 32 bytes or the server refuses to start', () => {
      expect(previewSecretFromEnv({})).toBeUndefined();
      expect(previewSecretFromEnv({ PREVIEW_SECRET: '' })).toBeUndefined();
      expect(previewSecretFromEnv({ PREVIEW_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
      // Bytes, not characters: 11 three-byte characters are 33 bytes.
      expect(previewSecretFromEnv({ PREVIEW_SECRET: '₱'.repeat(11) })).toBe('₱'.repeat(11));
      for (const short of ['a', 'secret', 'x'.repeat(31)])
        expect(() => previewSecretFromEnv({ PREVIEW_SECRET: short }), short).toThrow(PreviewSecretConfigError);
      const r = startServer({ PREVIEW_SECRET: 'preview' });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('PREVIEW_SECRET must be at least 32 bytes (it has 7): a short one can be guessed from a single link');
      expect(r.stdout).not.toMatch(/Listening/);
    }, 60_000);

    it('with one trusted hop the address is the one the proxy saw: a client-written left-most entry changes nothing', async () => {
      const max = LIMITS.usernameCheckPerIp.max;
      // Each request claims another left-most address; the proxy (the right-most entry) saw one client.
      for (let i = 0; i < max; i++) {
        const a = await call(t.app, 'checkUsername', { query: { username: `spoof${i}name` }, headers: { 'x-forwarded-for': `198.51.100.${i}, 10.77.0.7` } });
        expect(a.status, a.raw).toBe(200);
      }
      expectFail(
        await call(t.app, 'checkUsername', { query: { username: 'spoofxname' }, headers: { 'x-forwarded-for': '198.51.100.250, 10.77.0.7' } }),
        429,
        'request.too.many',
      );
    });
  });
});

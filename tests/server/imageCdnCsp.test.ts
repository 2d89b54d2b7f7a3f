import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearMerchantCache } from '../../server/src/http/merchant.ts';
import { call, expectFail, expectOk } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';
import { fakeDist } from './studio/fakeBuilds.ts';

/**
 * The app's page allows images from exactly its merchant's image CDNs (settings.imageCDNs, bare https origins) and
 * names them to the app; without CDNs, from its own origin only. Other HTML pages keep the plain policy.
 */
describe("the page's CSP and the merchant's image CDNs", () => {
  let t: TestApp;
  let app: FastifyInstance;
  const page = (host: string, url = '/m/home') => app.inject({ method: 'GET', url, headers: { host } });
  const imgSrc = (csp: unknown) =>
    String(csp)
      .split('; ')
      .find((d) => d.startsWith('img-src '));
  const setCdns = async (code: string, cdns: unknown) => {
    await t.db.query("UPDATE merchants SET settings = jsonb_set(settings, '{imageCDNs}', $1::jsonb) WHERE code = $2", [JSON.stringify(cdns), code]);
    clearMerchantCache(t.db);
  };

  beforeAll(async () => {
    t = await createTestApp({ serveApp: true, distDir: fakeDist() });
    app = t.app;
  }, 60_000);
  afterAll(async () => t?.close());

  it('without CDNs: images from the page origin only, and the page names none', async () => {
    const res = await page('localhost');
    expect(res.statusCode).toBe(200);
    expect(imgSrc(res.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
    expect(res.body).not.toContain('image-cdns');
  });

  it("with CDNs: exactly the merchant's https origins, on its own brand's pages only; malformed entries never reach the header", async () => {
    await setCdns('LUCKY88', [
      'https://img1.example.net',
      'https://IMG2.example.net:8443/',
      'http://plain.example.net',
      "https://x.net; script-src 'unsafe-inline'",
      'https://a.net/path',
      7,
    ]);
    try {
      for (const url of ['/m/home', '/m/login', '/']) {
        const res = await page('lucky.localhost', url);
        expect(imgSrc(res.headers['content-security-policy']), url).toBe("img-src 'self' data: blob: https://img1.example.net https://img2.example.net:8443");
        expect(res.body).toContain('<meta name="image-cdns" content="https://img1.example.net https://img2.example.net:8443" />');
      }
      const csp = String((await page('lucky.localhost')).headers['content-security-policy']);
      expect(csp).not.toContain('unsafe');
      expect(csp).toContain("script-src 'self'");
      // Royal's merchant has none: its page allows no CDN of lucky's.
      const royal = await page('royal.localhost');
      expect(imgSrc(royal.headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
      expect(royal.body).not.toContain('image-cdns');
      // The status names the same list the page allows.
      const status = await app.inject({
        method: 'GET',
        url: '/wps/v2/system/status?device=MOBILE&url=lucky.localhost',
        headers: { host: 'lucky.localhost', merchant: 'LUCKY88' },
      });
      expect(status.json().value.info.imageCDNs).toEqual(['https://img1.example.net', 'https://img2.example.net:8443']);
    } finally {
      await t.db.query("UPDATE merchants SET settings = settings - 'imageCDNs' WHERE code = 'LUCKY88'");
      clearMerchantCache(t.db);
    }
  });

  it("devImageCdns (a browser test's own merchant) sets them, refuses anything but bare https origins, and the page follows", async () => {
    try {
      const set = expectOk<{ imageCDNs: string[] }>(
        await call(app, 'devImageCdns', { merchant: 'ROYALPH', body: { imageCDNs: ['https://cdn.royal.test:8443/'] } }),
        'devImageCdns',
      );
      expect(set.imageCDNs).toEqual(['https://cdn.royal.test:8443']);
      expect(imgSrc((await page('royal.localhost')).headers['content-security-policy'])).toBe("img-src 'self' data: blob: https://cdn.royal.test:8443");
      for (const bad of [
        ['http://cdn.royal.test'],
        ['https://cdn.royal.test/media'],
        ['https://a.test; img-src *'],
        'https://a.test',
        Array(9).fill('https://a.test'),
      ]) {
        expectFail(await call(app, 'devImageCdns', { merchant: 'ROYALPH', body: { imageCDNs: bad } }), 400, 'validation.failed');
      }
      expectFail(await call(app, 'devImageCdns', { merchant: 'ROYALPH', body: {} }), 400, 'validation.failed');
      // The refusals wrote nothing.
      expect(imgSrc((await page('royal.localhost')).headers['content-security-policy'])).toBe("img-src 'self' data: blob: https://cdn.royal.test:8443");
      expectOk(await call(app, 'devImageCdns', { merchant: 'ROYALPH', body: { imageCDNs: [] } }), 'devImageCdns');
      expect(imgSrc((await page('royal.localhost')).headers['content-security-policy'])).toBe("img-src 'self' data: blob:");
    } finally {
      await t.db.query("UPDATE merchants SET settings = settings - 'imageCDNs' WHERE code = 'ROYALPH'");
      clearMerchantCache(t.db);
    }
  });
});

/**
 * Site settings from the platform: the countries mobile numbers may come from (royal +63 only, lucky several; names
 * in the request's language), the host table, and the consolidated settings with one image CDN chosen at random.
 * A new number with a code the site does not take is refused where it enters (registration SMS, binding).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearMerchantCache } from '../../../server/src/http/merchant.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember } from '../games/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => t?.close());

let ipN = 0;
const fresh = () => ({ 'x-forwarded-for': `10.7.${Math.floor(ipN / 200)}.${(ipN++ % 200) + 1}` });

interface Countries {
  defaultCountryDialingCode: string;
  list: { countryCode: string; dialingCode: string; name: string }[];
}

describe('countryList', () => {
  it('answers the codes each merchant takes, names in the request language', async () => {
    const royal = expectOk<Countries>(await call(t.app, 'countryList', { merchant: 'ROYALPH', headers: { language: 'TY' } }), 'countryList');
    expect(royal).toEqual({ defaultCountryDialingCode: '63', list: [{ countryCode: 'PH', dialingCode: '63', name: 'Pilipinas' }] });
    const lucky = expectOk<Countries>(await call(t.app, 'countryList', { headers: { language: 'CN' } }), 'countryList');
    expect(lucky.defaultCountryDialingCode).toBe('63');
    expect(lucky.list.map((c) => c.dialingCode)).toEqual(['63', '86', '84', '66', '62', '60', '91', '1']);
    expect(lucky.list[1]).toEqual({ countryCode: 'CN', dialingCode: '86', name: '中国' });
    // A language without names reads English.
    const ja = expectOk<Countries>(await call(t.app, 'countryList', { headers: { language: 'JA' } }), 'countryList');
    expect(ja.list[0]?.name).toBe('Philippines');
  });

  it('refuses bad input', async () => {
    expectFail(await call(t.app, 'countryList', { merchant: null }), 403, 'domain_not_available');
    expectFail(await call(t.app, 'countryList', { merchant: 'NOPE' }), 403, 'domain_not_available');
    expectFail(await call(t.app, 'countryList', { query: { x: 1 } }), 400, 'validation.failed');
  });
});

describe('domainRoute', () => {
  it("answers the merchant's hosts and main domain", async () => {
    const royal = expectOk<{ routes: Record<string, string> }>(await call(t.app, 'domainRoute', { merchant: 'ROYALPH' }), 'domainRoute');
    expect(royal.routes).toEqual({ 'royal.localhost': 'ROYALPH' });
    const lucky = expectOk<{ routes: Record<string, string> }>(await call(t.app, 'domainRoute'), 'domainRoute');
    expect(Object.values(lucky.routes).every((c) => c === 'LUCKY88')).toBe(true);
    expectFail(await call(t.app, 'domainRoute', { merchant: null }), 403, 'domain_not_available');
    expectFail(await call(t.app, 'domainRoute', { query: { host: 'x' } }), 400, 'validation.failed');
  });
});

describe('siteSettings', () => {
  it('answers the status info with the countries, and no CDN when the merchant has none', async () => {
    const status = expectOk<{ info: unknown }>(await call(t.app, 'systemStatus', { merchant: 'ROYALPH' }), 'systemStatus');
    const s = expectOk<{ info: { imageCDNs: string[] }; countries: Countries; imageCDN: string | null }>(
      await call(t.app, 'siteSettings', { merchant: 'ROYALPH', headers: { language: 'EN' } }),
      'siteSettings',
    );
    expect(s.info).toEqual(status.info);
    expect(s.countries.list).toEqual([{ countryCode: 'PH', dialingCode: '63', name: 'Philippines' }]);
    expect(s.imageCDN).toBeNull();
    expectFail(await call(t.app, 'siteSettings', { merchant: null }), 403, 'domain_not_available');
    expectFail(await call(t.app, 'siteSettings', { query: { a: 1 } }), 400, 'validation.failed');
  });

  it('chooses one of the merchant CDNs at random, and keeps only https origins', async () => {
    const cdns = ['https://img1.example.net', 'https://img2.example.net'];
    await t.db.query("UPDATE merchants SET settings = jsonb_set(settings, '{imageCDNs}', $1::jsonb) WHERE code = 'LUCKY88'", [
      JSON.stringify([...cdns, 'http://plain.example.net', 42]),
    ]);
    clearMerchantCache(t.db);
    const seen = new Set<string | null>();
    for (let i = 0; i < 40; i++) {
      const s = expectOk<{ info: { imageCDNs: string[] }; imageCDN: string | null }>(await call(t.app, 'siteSettings'), 'siteSettings');
      expect(s.info.imageCDNs).toEqual(cdns);
      seen.add(s.imageCDN);
    }
    expect([...seen].sort()).toEqual(cdns);
    await t.db.query("UPDATE merchants SET settings = settings - 'imageCDNs' WHERE code = 'LUCKY88'");
    clearMerchantCache(t.db);
  });
});

describe('dialing codes the merchant does not take', () => {
  it('are refused for a registration code and a binding, with the field named', async () => {
    const refused = await call(t.app, 'smsRegister', { merchant: 'ROYALPH', headers: fresh(), body: { mobileNo: '13812345678', countryDialingCode: '86' } });
    expectFail(refused, 400, 'mobile.country.unsupported');
    expect(refused.body.value).toEqual({ field: 'countryDialingCode' });
    expectOk(
      await call(t.app, 'smsRegister', { merchant: 'ROYALPH', headers: fresh(), body: { mobileNo: '9171239876', countryDialingCode: '63' } }),
      'smsRegister',
    );
    // LUCKY88 takes +86.
    expectOk(await call(t.app, 'smsRegister', { headers: fresh(), body: { mobileNo: '13812345678', countryDialingCode: '86' } }), 'smsRegister');
    const m = await makeMember(t, { merchant: 'ROYALPH' });
    expectFail(
      await call(t.app, 'smsBind', { merchant: 'ROYALPH', token: m.token, headers: fresh(), body: { mobileNum: '13812345679', countryDialingCode: '86' } }),
      400,
      'mobile.country.unsupported',
    );
    expectFail(
      await call(t.app, 'bindMobile', {
        merchant: 'ROYALPH',
        token: m.token,
        headers: fresh(),
        body: { mobileNum: '13812345679', countryDialingCode: '86', verificationCode: '123456' },
      }),
      400,
      'mobile.country.unsupported',
    );
  });
});

/** Server-drawn images: fixed sizes per kind, PNG, long cache lifetime with ETag, 404 envelopes for unknown names. */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_SIZES, bannerDefs } from '../../../server/src/seed/banners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { call, expectFail, expectOk } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function image(url: string): Promise<{ width: number; height: number; etag: string; cache: string }> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const png = PNG.sync.read(res.rawPayload);
  return { width: png.width, height: png.height, etag: String(res.headers.etag), cache: String(res.headers['cache-control']) };
}

describe('media', () => {
  it('draws game icons, vendor logos, banners, promo covers and footer badges at fixed sizes', async () => {
    const icon = await image('/media/games/JL_0001.png');
    expect(icon).toMatchObject({ width: 200, height: 200 });
    expect(icon.cache).toContain('max-age=31536000');
    expect(await image('/media/vendors/JL.png')).toMatchObject({ width: 240, height: 96 });
    const banner = bannerDefs('LUCKY88')[0];
    const [w, h] = BANNER_SIZES[banner.groupName];
    expect(await image(`/media/banners/${banner.id}.png`)).toMatchObject({ width: w, height: h });
    expect(await image('/media/promo/12.png')).toMatchObject({ width: 690, height: 300 });
    for (const name of ['licence', 'responsible-gaming', 'payment-gcash', 'security', 'certification']) {
      expect(await image(`/media/footer/${name}.png`)).toMatchObject({ width: 160, height: 64 });
    }
  });

  it('answers 304 for a known ETag and the same bytes from its cache', async () => {
    const first = await t.app.inject({ url: '/media/games/PG_0002.png' });
    const again = await t.app.inject({ url: '/media/games/PG_0002.png', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const third = await t.app.inject({ url: '/media/games/PG_0002.png' });
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('every game of a list page and every banner group points at an image that exists', async () => {
    const page = expectOk<{ games: { iconUrl: string }[] }>(await call(t, 'GET', '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=5'), 'gameList');
    for (const g of page.games) expect((await t.app.inject({ url: g.iconUrl })).statusCode).toBe(200);
    const groups = new Set(bannerDefs('ROYALPH').map((b) => b.groupName));
    expect([...groups].sort()).toEqual(['m_home', 'm_hotgames', 'm_leftmenu', 'm_login', 'm_newgame', 'm_reg']);
    const rows = await t.db.query<{ group_name: string; url: string }>(
      "SELECT a.group_name, i.url FROM announcements a JOIN announcement_images i ON i.announcement_id = a.id WHERE a.type = 'B' AND a.id >= 7000",
    );
    expect(new Set(rows.map((r) => r.group_name)).size).toBe(6);
    for (const r of rows.slice(0, 4)) expect((await t.app.inject({ url: r.url })).statusCode).toBe(200);
  });

  it('unknown images are 404 platform envelopes', async () => {
    for (const url of ['/media/games/NOPE_1.png', '/media/vendors/XX.png', '/media/banners/1.png', '/media/footer/other.png', '/media/games/..%2Fx.png', '/media/other/x.png', '/media/games/PG_0001.jpg']) {
      const res = await call(t, 'GET', url);
      expectFail(res, 404);
    }
  });
});

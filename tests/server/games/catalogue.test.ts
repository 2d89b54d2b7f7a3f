/**
 * Catalogue calls against the seeded data (list filters and paging, hot list, vendors, classify map, winners) and
 * the server-drawn images the catalogue points at.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_PREFIX, mediaPath } from '../../../server/src/routes/paths.ts';
import { referralTerms } from '../../../server/src/ledger/referralTerms.ts';
import { BANNER_SIZES, type BannerGroup } from '../../../server/src/seed/banners.ts';
import { generateCatalogue, type SeedGame } from '../../../server/src/seed/catalogue.ts';
import { call, expectFail, expectOk, send } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { OTHER_MERCHANT } from './helpers.ts';

interface Page {
  games: {
    gameId: string;
    nodeId: string;
    gameName: string;
    gameType: string;
    category: string;
    vassalage: string;
    gameClassify: string;
    isNew: number;
    minBet: number;
    minLine: number;
  }[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

let t: TestApp;
const all: SeedGame[] = generateCatalogue();
const count = (pred: (g: SeedGame) => boolean): number => all.filter(pred).length;
const list = async (query: string): Promise<Page> =>
  expectOk<Page>(await call(t.app, 'gameList', { query: `merchant=LUCKY88&platform=html5&clientType=2&${query}` }), 'gameList');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('seeded catalogue', () => {
  it('has at least 5,000 games across every lane, stored once', async () => {
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
    expect(n).toBe(all.length);
    expect(n).toBeGreaterThanOrEqual(5000);
    const lanes = await t.db.query<{ category: string; n: number }>('SELECT category, count(*)::int AS n FROM games GROUP BY category');
    const byLane = Object.fromEntries(lanes.map((l) => [l.category, l.n]));
    for (const lane of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE', 'JILI']) {
      expect(byLane[lane], lane).toBeGreaterThan(0);
    }
    const esports = await t.db.query<{ vassalage: string }>("SELECT DISTINCT vassalage FROM games WHERE category = 'ESPORTS' ORDER BY 1");
    expect(esports.map((r) => r.vassalage)).toEqual(['DS88', 'IMES', 'TF']);
    const live = await t.db.query<{ c: string }>("SELECT DISTINCT game_classify AS c FROM games WHERE game_type = 'LIVE'");
    expect(live.map((r) => r.c)).toEqual(expect.arrayContaining(['ROU', 'BAC']));
    const rooms = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE room_id IS NOT NULL AND game_type = 'LIVE'");
    expect(rooms[0].n).toBeGreaterThan(0);
  });

  it('is the same on every run (deterministic generator)', () => {
    const again = generateCatalogue();
    expect(again.map((g) => `${g.nodeId}:${g.gameId}:${g.nameEn}:${g.minBet}`)).toEqual(all.map((g) => `${g.nodeId}:${g.gameId}:${g.nameEn}:${g.minBet}`));
  });
});

describe('GCSGAME_gameList', () => {
  it('pages a type in popularity order with consistent totals', async () => {
    const p1 = await list('gameType=RNG&pageNo=1&pageSize=25');
    expect(p1.totalCount).toBe(count((g) => g.gameType === 'RNG'));
    expect(p1.totalPages).toBe(Math.ceil(p1.totalCount / 25));
    expect(p1.games).toHaveLength(25);
    const p2 = await list('gameType=RNG&pageNo=2&pageSize=25');
    expect(p2.pageNum).toBe(2);
    const ids = new Set([...p1.games, ...p2.games].map((g) => g.nodeId));
    expect(ids.size).toBe(50);
    const last = await list(`gameType=RNG&pageNo=${p1.totalPages}&pageSize=25`);
    expect(last.games.length).toBe(p1.totalCount - 25 * (p1.totalPages - 1));
    const beyond = await list(`gameType=RNG&pageNo=${p1.totalPages + 1}&pageSize=25`);
    expect(beyond.games).toHaveLength(0);
  });

  it('filters by vendor list, classify, NEW, minBet and minLine', async () => {
    const vendors = await list('gameType=RNG&vassalage=PG,PP&pageSize=10');
    expect(vendors.totalCount).toBe(count((g) => g.gameType === 'RNG' && ['PG', 'PP'].includes(g.vassalage)));
    expect(vendors.games.every((g) => ['PG', 'PP'].includes(g.vassalage))).toBe(true);

    const rou = await list('gameType=LIVE&gameClassify=ROU');
    expect(rou.totalCount).toBe(count((g) => g.gameType === 'LIVE' && g.gameClassify === 'ROU'));
    expect(rou.games.every((g) => g.gameClassify === 'ROU')).toBe(true);

    for (const everyClassify of ['ALL', '']) {
      const live = await list(`gameType=LIVE&gameClassify=${everyClassify}`);
      expect(live.totalCount).toBe(count((g) => g.gameType === 'LIVE'));
    }

    const isNew = await list('gameType=RNG&isNew=1&gameClassify=');
    expect(isNew.totalCount).toBe(count((g) => g.gameType === 'RNG' && g.isNew));
    expect(isNew.games.every((g) => g.isNew === 1)).toBe(true);
    const newClassify = await list('gameType=RNG&gameClassify=NEW');
    expect(newClassify.totalCount).toBe(isNew.totalCount);

    const bet = await list('gameType=RNG&minBet=0.5');
    expect(bet.totalCount).toBe(count((g) => g.gameType === 'RNG' && g.minBet === 0.5));
    expect(bet.games.every((g) => g.minBet === 0.5)).toBe(true);
    const lines = await list('gameType=RNG&minLine=243');
    expect(lines.totalCount).toBe(count((g) => g.gameType === 'RNG' && g.minLine === 243));
    const blank = await list('gameType=FISH&minBet=&minLine=&isNew=');
    expect(blank.totalCount).toBe(count((g) => g.gameType === 'FISH'));
  });

  it('searches names case-insensitively as a substring', async () => {
    const res = await list('gameName=%20dRaGoN%20&pageSize=100');
    expect(res.totalCount).toBe(count((g) => g.nameEn.toLowerCase().includes('dragon')));
    expect(res.totalCount).toBeGreaterThan(10);
    expect(res.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const none = await list('gameName=zzqqxx');
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    const wildcard = await list('gameName=%25');
    expect(wildcard.totalCount).toBe(count((g) => g.nameEn.includes('%')));
  });

  it('maps the JILI and INHOUSE lanes (sent as RNG with their vendors)', async () => {
    const jili = await list('gameType=RNG&vassalage=JL');
    expect(jili.totalCount).toBe(count((g) => g.gameType === 'RNG' && g.vassalage === 'JL'));
    const jiliLane = await list('gameType=JILI');
    expect(jiliLane.totalCount).toBe(jili.totalCount);
    const inhouse = await list('gameType=RNG&vassalage=IH,MINI');
    expect(inhouse.totalCount).toBe(count((g) => g.category === 'INHOUSE'));
    const jff = await list('gameType=RNG&vassalage=JFF');
    expect(jff.totalCount).toBe(count((g) => g.vassalage === 'JFF'));
    const esports = await list('gameType=ESPORTS');
    expect(esports.games.every((g) => g.gameType === 'SPORTS' && g.category === 'ESPORTS')).toBe(true);
  });

  it('answers Chinese names for CN', async () => {
    const cn = await list('gameType=RNG&vassalage=PG&pageSize=5&language=CN');
    const en = await list('gameType=RNG&vassalage=PG&pageSize=5&language=EN');
    expect(cn.games.map((g) => g.nodeId)).toEqual(en.games.map((g) => g.nodeId));
    expect(cn.games.some((g, i) => g.gameName !== en.games[i].gameName)).toBe(true);
  });

  it('mobileGames answers the same pages', async () => {
    const a = expectOk<Page>(await call(t.app, 'mobileGames', { query: { gameType: 'FISH', pageSize: 5 } }), 'mobileGames');
    const b = await list('gameType=FISH&pageSize=5');
    expect(a.games.map((g) => g.nodeId)).toEqual(b.games.map((g) => g.nodeId));
  });
});

describe('hot list, vendors, classify map, winners', () => {
  it('GCSGAME_hotGamesV2 lists the merchant hot games, filtered by type', async () => {
    const hot = expectOk<{ list: Page['games'] }>(await call(t.app, 'hotGames', { query: { isPlatform: 2, platform: 'html5', language: 'EN' } }), 'hotGames');
    expect(hot.list.length).toBeGreaterThan(50);
    const live = expectOk<{ list: Page['games'] }>(await call(t.app, 'hotGames', { query: { isPlatform: 2, gameType: 'LIVE' } }), 'hotGames');
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    const other = expectOk<{ list: Page['games'] }>(await call(t.app, 'hotGames', { query: { isPlatform: 2 }, merchant: OTHER_MERCHANT }), 'hotGames');
    expect(other.list.map((g) => g.nodeId)).not.toEqual(hot.list.map((g) => g.nodeId));
    const popular = expectOk<{ list: unknown[] }>(await call(t.app, 'popularGames', { query: { limit: 9 } }), 'popularGames');
    expect(popular.list).toHaveLength(9);
  });

  it('GCSGAME_newGameVendor answers lanes and the built sorting and mapping', async () => {
    const v = expectOk<{
      lanes: { gameCategory: string }[];
      sorting: { gameCategory: string; vendorNames: string[] }[];
      mapping: Record<string, { vassalage: string; gameCount: number }[]>;
    }>(await call(t.app, 'gameVendors', { query: { platform: 'html5' } }), 'gameVendors');
    expect(v.sorting.map((s) => s.gameCategory)).toEqual(['RNG', 'JILI', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE']);
    expect(v.sorting.find((s) => s.gameCategory === 'ESPORTS')?.vendorNames).toEqual(['IMES', 'DS88', 'TF']);
    expect(v.sorting.find((s) => s.gameCategory === 'JILI')?.vendorNames).toEqual(['JL']);
    expect(v.mapping.RNG.map((x) => x.vassalage)).toContain('JFF');
    expect(v.mapping.RNG.find((x) => x.vassalage === 'PG')?.gameCount).toBe(count((g) => g.category === 'RNG' && g.vassalage === 'PG'));
  });

  it('GCSGAME_getVassGameType maps category -> vendor -> classifies', async () => {
    const v = expectOk<{ content: Record<string, Record<string, string[]>> }>(
      await call(t.app, 'vassGameType', { query: { merchant_code: 'LUCKY88', module: 'COMM3' } }),
      'vassGameType',
    );
    expect(v.content.LIVE.EVO).toEqual(expect.arrayContaining(['BAC', 'ROU']));
    const one = expectOk<{ content: Record<string, unknown> }>(await call(t.app, 'vassGameType', { query: { typeId: 'FISH' } }), 'vassGameType');
    expect(Object.keys(one.content)).toEqual(['FISH']);
  });

  it('GCSGAME_getRankList answers 20 recent wins, biggest first', async () => {
    const r = expectOk<{ list: { vo: { winAmount: number } }[] }>(
      await call(t.app, 'rankList', { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
      'rankList',
    );
    expect(r.list).toHaveLength(20);
    const amounts = r.list.map((x) => x.vo.winAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const live = expectOk<{ list: { vo: { gameType: string } }[] }>(await call(t.app, 'rankList', { query: { gameCategory: 'LIVE' } }), 'rankList');
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((x) => x.vo.gameType === 'LIVE')).toBe(true);
  });
});

async function image(url: string): Promise<{ width: number; height: number; etag: string; cache: string }> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  const png = PNG.sync.read(res.rawPayload);
  return { width: png.width, height: png.height, etag: String(res.headers.etag), cache: String(res.headers['cache-control']) };
}

describe('media', () => {
  it('draws game icons, vendor logos, banners, promo covers and footer badges at fixed sizes', async () => {
    const icon = await image(mediaPath('games', 'JL_0001'));
    expect(icon).toMatchObject({ width: 200, height: 200 });
    expect(icon.cache).toContain('max-age=31536000');
    expect(await image(mediaPath('vendors', 'JL'))).toMatchObject({ width: 240, height: 96 });
    const [banner] = await t.db.query<{ id: number; group_name: BannerGroup }>("SELECT id, group_name FROM announcements WHERE type = 'B' ORDER BY id LIMIT 1");
    const [w, h] = BANNER_SIZES[banner.group_name];
    expect(await image(mediaPath('banners', String(banner.id)))).toMatchObject({ width: w, height: h });
    expect(await image(mediaPath('promo', '12'))).toMatchObject({ width: 690, height: 300 });
    for (const name of ['licence', 'responsible-gaming', 'payment-gcash', 'security', 'certification']) {
      expect(await image(mediaPath('footer', name))).toMatchObject({ width: 160, height: 64 });
    }
    for (const name of ['age-18', 'age-21']) expect(await image(mediaPath('footer', name))).toMatchObject({ width: 160, height: 64 });
    // Every image a seeded download resource points at is served, square like a home-screen icon (the app-download
    // bar and the app page show it in a square).
    const icons = await t.db.query<{ url: string }>("SELECT url FROM resources WHERE resource_type = 'AppDownloadIcon'");
    expect(icons.length).toBeGreaterThan(0);
    for (const { url } of icons) expect(await image(url)).toMatchObject({ width: 192, height: 192 });
  });

  it("a banner's promise is the offer's row: the welcome bonus is the first deposit promotion, the invite reward the referral terms", async () => {
    for (const code of ['LUCKY88', 'ROYALPH']) {
      const banners = await t.db.query<{ title: string; content: string; link: string }>(
        "SELECT a.title, a.content, a.link FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE a.type = 'B' AND m.code = $1",
        [code],
      );
      const [promo] = await t.db.query<{ code: string; bonus_percent: string; max_bonus_cents: number }>(
        "SELECT p.code, p.bonus_percent::text AS bonus_percent, p.max_bonus_cents FROM deposit_promotions p JOIN merchants m ON m.id = p.merchant_id WHERE m.code = $1 AND p.frequency = 'once' AND p.active",
        [code],
      );
      const welcome = banners.find((b) => b.title.includes('WELCOME BONUS'));
      expect(welcome?.title).toBe(`${Number(promo.bonus_percent)}% WELCOME BONUS`);
      expect(welcome?.content).toContain(`UP TO ${(Number(promo.max_bonus_cents) / 100).toLocaleString('en-US')}`);
      expect(welcome?.link).toBe(`/m/voucherCenter?promo=${promo.code}`);
      const [m] = await t.db.query<{ settings: Record<string, unknown> }>('SELECT settings FROM merchants WHERE code = $1', [code]);
      const invite = banners.find((b) => b.title === 'INVITE FRIENDS');
      expect(invite?.content).toContain(`EARN ${(referralTerms(m.settings).rewardCents / 100).toLocaleString('en-US')} FOR EACH FRIEND`);
      // Nothing the platform has no row for: no cashback, no free spins, no jackpot week.
      for (const b of banners) expect(`${b.title} ${b.content}`).not.toMatch(/CASHBACK|FREE SPINS|JACKPOT WEEK|8,888/);
    }
  });

  it("a popup's promise is its row's: the check-in rewards and the app bonus the merchant really pays", async () => {
    for (const code of ['LUCKY88', 'ROYALPH']) {
      const popups = await t.db.query<{ title: string; content: string }>(
        "SELECT a.title, a.content FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE a.type = 'PU' AND m.code = $1",
        [code],
      );
      const [checkin] = await t.db.query<{ rewards: string }>(
        "SELECT array_to_string(c.day_rewards_cents, ',') AS rewards FROM checkin_settings c JOIN merchants m ON m.id = c.merchant_id WHERE m.code = $1",
        [code],
      );
      const rewards = checkin.rewards.split(',').map((c) => (Number(c) / 100).toLocaleString('en-US'));
      const daily = popups.find((p) => p.title === 'Daily check-in rewards')?.content ?? '';
      expect(daily).toContain(`day 1 pays ₱${rewards[0]} and day ${rewards.length} in a row pays ₱${rewards[rewards.length - 1]}`);
      expect(daily).not.toMatch(/free spins|doubles/i);
      const [m] = await t.db.query<{ settings: { promotions?: { APP_DOWNLOAD?: boolean }; promotionBonus?: { APP_DOWNLOAD?: number } } }>(
        'SELECT settings FROM merchants WHERE code = $1',
        [code],
      );
      const app = popups.find((p) => p.title === 'Download our app')?.content ?? '';
      if (m.settings.promotions?.APP_DOWNLOAD) expect(app).toContain(`a bonus of ₱${m.settings.promotionBonus?.APP_DOWNLOAD}`);
      else expect(app).not.toMatch(/bonus/i);
    }
  });

  it('answers 304 for a known ETag and the same bytes from its cache', async () => {
    const url = mediaPath('games', 'PG_0002');
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const third = await t.app.inject({ url });
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('every game of a list page and every banner group points at an image that exists', async () => {
    const page = expectOk<{ games: { iconUrl: string }[] }>(await call(t.app, 'gameList', { query: { gameType: 'LIVE', pageSize: 5 } }), 'gameList');
    for (const g of page.games) expect((await t.app.inject({ url: g.iconUrl })).statusCode).toBe(200);
    const royal = await t.db.query<{ group_name: string }>(
      "SELECT DISTINCT a.group_name FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE a.type = 'B' AND m.code = 'ROYALPH'",
    );
    expect(royal.map((r) => r.group_name).sort()).toEqual(['m_home', 'm_hotgames', 'm_leftmenu', 'm_login', 'm_newgame', 'm_reg']);
    const rows = await t.db.query<{ group_name: string; url: string }>(
      "SELECT a.group_name, i.url FROM announcements a JOIN announcement_images i ON i.announcement_id = a.id WHERE a.type = 'B' AND a.id >= 7000",
    );
    expect(new Set(rows.map((r) => r.group_name)).size).toBe(6);
    for (const r of rows.slice(0, 4)) expect((await t.app.inject({ url: r.url })).statusCode).toBe(200);
  });

  it('unknown images are 404 platform envelopes', async () => {
    const unknown = [
      mediaPath('games', 'NOPE_1'),
      mediaPath('vendors', 'XX'),
      mediaPath('banners', '1'),
      mediaPath('footer', 'other'),
      mediaPath('games', '..%2Fx'),
      `${MEDIA_PREFIX}other/x.png`,
      `${MEDIA_PREFIX}games/PG_0001.jpg`,
    ];
    for (const url of unknown) {
      const res = await send(t.app, 'GET', url);
      expectFail(res, 404);
    }
  });
});

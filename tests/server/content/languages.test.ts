/**
 * Seeded texts in every language: each row a player reads is stored in EN, TY and CN (a test walks every row), and
 * the calls answer in the request's Language, else the brand's default language, else English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPath } from '../../../server/src/routes/paths.ts';
import { isTagalogLoanword } from '../../../tools/lint/tagalogLoanwords.ts';
import { call, expectOk, send } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { sessionOf } from '../games/agentHelpers.ts';
import { makeMember } from '../games/helpers.ts';

type Texts = Record<string, Record<string, string> | undefined>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const LANGS = ['EN', 'TY', 'CN'] as const;
const CJK = /[\u4e00-\u9fff]/;
/** The tables whose rows carry per-language texts, and the fields a player reads. */
const TABLES: [string, string[]][] = [
  ['announcements', ['title', 'content']],
  ['inbox_messages', ['title', 'content']],
  ['chat_messages', ['body']],
  ['deposit_promotions', ['title']],
  ['missions', ['title']],
  ['promo_codes', ['title']],
  ['red_rain_events', ['title']],
];

/** Text without markup, placeholders' values or numbers: what must differ between English and Tagalog. */
const words = (s: string): string =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What is missing or untranslated in the rows a player reads; `rows` counts the rows walked. */
async function walk(): Promise<{ problems: string[]; rows: number }> {
  const problems: string[] = [];
  let rows = 0;
  for (const [table, fields] of TABLES) {
    // Seeded rows only: a player's own chat lines have no texts (they are what the player typed).
    const filter = table === 'chat_messages' ? ' WHERE from_agent' : '';
    for (const r of await t.db.query<{ id: number; texts: Texts }>(`SELECT id, texts FROM ${table}${filter}`)) {
      rows++;
      for (const field of fields) {
        for (const lang of LANGS) if (!r.texts[lang]?.[field]) problems.push(`${table} ${r.id}: no ${lang} ${field}`);
        const cn = r.texts.CN?.[field] ?? '';
        if (cn && !CJK.test(cn)) problems.push(`${table} ${r.id}: CN ${field} is not Chinese: ${cn}`);
      }
      // A row whose every field reads the same in Tagalog as in English was not translated (loanwords aside).
      const same = fields.every((f) => words(r.texts.TY?.[f] ?? '') === words(r.texts.EN?.[f] ?? ''));
      if (same && !fields.every((f) => isTagalogLoanword(words(r.texts.EN?.[f] ?? '')))) problems.push(`${table} ${r.id}: TY is the English text`);
    }
  }
  for (const c of await t.db.query<{ id: number; names: Record<string, string> }>('SELECT id, names FROM promotion_categories')) {
    rows++;
    for (const lang of LANGS) if (!c.names[lang]) problems.push(`promotion_categories ${c.id}: no ${lang}`);
    if (c.names.TY === c.names.EN && !isTagalogLoanword(c.names.EN)) problems.push(`promotion_categories ${c.id}: TY is the English text`);
  }
  const help = await t.db.query<{ merchant_id: number; lang: string; n: number }>(
    'SELECT merchant_id, lang, count(*)::int AS n FROM help_entries GROUP BY merchant_id, lang ORDER BY 1, 2',
  );
  for (const merchant of new Set(help.map((h) => h.merchant_id))) {
    const counts = LANGS.map((l) => help.find((h) => h.merchant_id === merchant && h.lang === l)?.n ?? 0);
    if (new Set(counts).size !== 1 || counts[0] === 0) problems.push(`help_entries of merchant ${merchant}: ${counts.join(' / ')} entries in EN / TY / CN`);
  }
  return { problems, rows };
}

describe('every seeded text in EN, TY and CN', () => {
  it('walks every row a player reads: each language is there, Chinese is Chinese, Tagalog is not the English', async () => {
    const { problems, rows } = await walk();
    expect(rows).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('the walk finds a row that lacks a language or reads English in Tagalog', async () => {
    const [a] = await t.db.query<{ id: number; texts: Texts }>("SELECT id, texts FROM announcements WHERE type = 'PR' ORDER BY id LIMIT 1");
    const [letter] = await t.db.query<{ id: number; texts: Texts }>('SELECT id, texts FROM inbox_messages ORDER BY id LIMIT 1');
    try {
      await t.db.query("UPDATE announcements SET texts = texts - 'CN' WHERE id = $1", [a.id]);
      await t.db.query("UPDATE inbox_messages SET texts = jsonb_set(texts, '{TY}', texts->'EN') WHERE id = $1", [letter.id]);
      expect((await walk()).problems).toEqual([
        `announcements ${a.id}: no CN title`,
        `announcements ${a.id}: no CN content`,
        `inbox_messages ${letter.id}: TY is the English text`,
      ]);
    } finally {
      await t.db.query('UPDATE announcements SET texts = $2 WHERE id = $1', [a.id, JSON.stringify(a.texts)]);
      await t.db.query('UPDATE inbox_messages SET texts = $2 WHERE id = $1', [letter.id, JSON.stringify(letter.texts)]);
    }
    expect((await walk()).problems).toEqual([]);
  });
});

describe('the calls answer in the request language', () => {
  const announcements = async (merchant: string, language?: string) =>
    expectOk<{
      promotion: { id: number; title: string; content: string; announcementImages: { url: string }[] }[];
      banners: { id: number; title: string; announcementImages: { url: string }[] }[];
    }>(await call(t.app, 'announcements', { merchant, query: { types: 'PR,B' }, headers: language ? { language } : {} }), 'announcements');
  const textsOf = async (id: number): Promise<Texts> => (await t.db.query<{ texts: Texts }>('SELECT texts FROM announcements WHERE id = $1', [id]))[0].texts;

  it('announcements: each language its own texts, no header the brand default (royal Tagalog), an unknown one the default too', async () => {
    for (const merchant of ['LUCKY88', 'ROYALPH']) {
      const first = (await announcements(merchant, 'EN')).promotion[0];
      const texts = await textsOf(first.id);
      for (const lang of LANGS) {
        const answered = (await announcements(merchant, lang)).promotion.find((p) => p.id === first.id);
        expect([answered?.title, answered?.content], `${merchant} ${lang}`).toEqual([texts[lang]?.title, texts[lang]?.content]);
      }
      const byDefault = merchant === 'ROYALPH' ? 'TY' : 'EN';
      expect((await announcements(merchant)).promotion[0].title).toBe(texts[byDefault]?.title);
      expect((await announcements(merchant, 'JA')).promotion[0].title).toBe(texts[byDefault]?.title);
    }
    expect((await announcements('ROYALPH')).promotion.map((p) => p.title)).not.toContain((await announcements('ROYALPH', 'EN')).promotion[0].title);
  });

  it("banners and covers are drawn in the answer's language: a Tagalog banner is another picture than the English", async () => {
    const en = (await announcements('ROYALPH', 'EN')).banners[0];
    const ty = (await announcements('ROYALPH', 'TY')).banners.find((b) => b.id === en.id);
    // With the brand's theme key: a new theme is a new URL.
    expect(en.announcementImages[0].url).toMatch(new RegExp(`^/media/banners/${en.id}_[0-9a-f]{8}\\.png$`));
    expect(ty?.announcementImages[0].url).toBe(en.announcementImages[0].url.replace(`${en.id}_`, `${en.id}-TY_`));
    const [a, b] = [await send(t.app, 'GET', en.announcementImages[0].url), await send(t.app, 'GET', ty?.announcementImages[0].url ?? '')];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.raw).not.toBe(b.raw);
    const cover = (await announcements('ROYALPH', 'TY')).promotion[0].announcementImages[0].url;
    expect(cover).toMatch(/^\/media\/promo\/\d+-TY_[0-9a-f]{8}\.png$/);
    expect((await send(t.app, 'GET', cover)).status).toBe(200);
    // Its second picture too (no row of its own: a generic cover, in Tagalog).
    const second = (await announcements('ROYALPH', 'TY')).promotion[0].announcementImages[1].url;
    expect(second).toMatch(/^\/media\/promo\/\d+-TY_[0-9a-f]{8}\.png$/);
    expect((await send(t.app, 'GET', second)).status).toBe(200);
    // A language the pictures are not drawn in is refused, not drawn in English under its name.
    expect((await send(t.app, 'GET', mediaPath('banners', `${en.id}-XX`))).status).toBe(404);
  });

  it('help, categories, letters, deposit promotions, missions, red rain and invite rules follow the Language header', async () => {
    const lucky = await sessionOf(t, 'demo0');
    const royal = await sessionOf(t, 'demo0', 'ROYALPH');
    const help = async (language: string) =>
      expectOk<{ title: string }[]>(await call(t.app, 'helpCenter', { headers: { language } }), 'helpCenter').map((h) => h.title);
    expect(await help('CN')).toContain('关于我们');
    expect(await help('TY')).toContain('Tungkol sa Amin');
    const cats = async (language: string) =>
      expectOk<{ name: string }[]>(await call(t.app, 'promotionCategories', { headers: { language } }), 'promotionCategories');
    expect((await cats('CN')).every((c) => CJK.test(c.name))).toBe(true);

    const letters = async (token: string, merchant: string, language: string) =>
      expectOk<{ content: { title: string }[] }>(await call(t.app, 'inboxList', { token, merchant, headers: { language } }), 'inboxList').content.map(
        (l) => l.title,
      );
    expect(await letters(royal, 'ROYALPH', 'TY')).toContain('Handa na ang iyong account');
    expect(await letters(royal, 'ROYALPH', 'CN')).toContain('您的账户已开通');
    expect(await letters(lucky, 'LUCKY88', 'EN')).toContain('Your account is ready');

    const promos = async (language: string) =>
      expectOk<{ list: { code: string; title: string }[] }>(
        await call(t.app, 'depositPromotions', { token: lucky, headers: { language } }),
        'depositPromotions',
      ).list;
    expect((await promos('TY')).find((p) => p.code === 'FIRSTDEP100')?.title).toBe('Bonus sa unang deposito');
    expect((await promos('CN')).find((p) => p.code === 'FIRSTDEP100')?.title).toBe('首存奖金');

    const missions = expectOk<{ list: { code: string; title: string }[] }>(
      await call(t.app, 'missionList', { token: lucky, headers: { language: 'TY' } }),
      'missionList',
    );
    expect(missions.list.find((m) => m.code === 'LOGIN_DAILY')?.title).toBe('Mag-login ngayong araw');

    const rain = expectOk<{ event: { title: string } | null }>(
      await call(t.app, 'redRainStatus', { token: lucky, headers: { language: 'CN' } }),
      'redRainStatus',
    );
    expect(rain.event?.title).toBe('Lucky 红包雨');

    const invite = expectOk<{ rules: { title: string } | null }>(await call(t.app, 'inviteStats', { token: royal, merchant: 'ROYALPH' }), 'inviteStats');
    expect(invite.rules?.title).toMatch(/^Mag-imbita ng kaibigan/);
  });

  it("a credit's record and its bonus requirement keep their title's languages: royal's check-in reads in Tagalog", async () => {
    const m = await makeMember(t, { merchant: 'ROYALPH' });
    expectOk(await call(t.app, 'checkinClaim', { token: m.token, merchant: 'ROYALPH', body: {} }), 'checkinClaim');
    const records = async (language?: string) =>
      expectOk<{ content: { txCode: string; memo: string }[] }>(
        await call(t.app, 'memberTransactions', { token: m.token, merchant: 'ROYALPH', headers: language ? { language } : {} }),
        'memberTransactions',
      ).content.find((r) => r.txCode === 'CHECKIN')?.memo;
    expect(await records()).toBe('Araw-araw na check-in, ika-1 araw');
    expect(await records('EN')).toBe('Daily check-in, day 1');
    expect(await records('CN')).toBe('每日签到第 1 天');
    const wagering = expectOk<{ requirements: { source: string; title: string }[] }>(
      await call(t.app, 'wageringStatus', { token: m.token, merchant: 'ROYALPH' }),
      'wageringStatus',
    );
    expect(wagering.requirements.find((r) => r.source === 'CHECKIN')?.title).toBe('Araw-araw na check-in, ika-1 araw');
  });
});

/**
 * Every promise the demo data makes is the rows it describes: each figure a banner, popup, notice, promotion or
 * letter states (in EN, TY and CN) is computed here from the database rows (deposit promotions, referral terms,
 * check-in rewards, rebate rates, red rain events, the app bonus), and a text that names a figure no row has, or
 * leaves out one its row has, fails. No letter says a credit was made that the ledger lacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralTerms } from '../../../server/src/ledger/referralTerms.ts';
import { welcomeLetter } from '../../../server/src/seed/letters.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

type Texts = Record<string, Record<string, string> | undefined>;
const LANGS = ['EN', 'TY', 'CN'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The figures of one offer: all a text about it may name, and those it must name. */
interface Offer {
  may: number[];
  must: number[];
}

/** Every number a text states ("1,000" is 1000, "18.88" is 18.88), markup, times and the brand's name left out. */
function figures(text: string, brand: string): number[] {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .split(brand)
    .join(' ')
    .replace(/\b\d{2}:\d{2}\b|GMT\+\d+|24\/7/g, ' ');
  return [...plain.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => Number(m[0].replaceAll(',', '')));
}

const cents = (c: number | string): number => Number(c) / 100;

/** What the merchant's rows offer, read from the database (not from the seed's code). */
async function offersOf(code: string): Promise<{ brand: string; offers: Record<string, Offer> }> {
  const [m] = await t.db.query<{ id: number; name: string; settings: Record<string, unknown> }>('SELECT id, name, settings FROM merchants WHERE code = $1', [
    code,
  ]);
  const offers: Record<string, Offer> = {};
  const promos = await t.db.query<{
    code: string;
    frequency: string;
    bonus_percent: string;
    max_bonus_cents: string;
    min_deposit_cents: string;
    turnover: string;
  }>(
    `SELECT code, frequency, bonus_percent::text AS bonus_percent, max_bonus_cents::text AS max_bonus_cents, min_deposit_cents::text AS min_deposit_cents,
            turnover_multiplier::text AS turnover FROM deposit_promotions WHERE merchant_id = $1 AND active ORDER BY sort, id`,
    [m.id],
  );
  for (const p of promos) {
    const all = [Number(p.bonus_percent), cents(p.max_bonus_cents), cents(p.min_deposit_cents), Number(p.turnover)];
    offers[`promo:${p.code}`] = { may: all, must: all };
    if (p.frequency === 'once') offers.firstDeposit = { may: all, must: [Number(p.bonus_percent)] };
  }
  const ref = referralTerms(m.settings);
  const referral = [cents(ref.rewardCents), cents(ref.minDepositCents), cents(ref.turnoverCents)];
  offers.referral = { may: referral, must: referral };
  const [checkin] = await t.db.query<{ rewards: string }>(
    "SELECT array_to_string(day_rewards_cents, ',') AS rewards FROM checkin_settings WHERE merchant_id = $1",
    [m.id],
  );
  const rewards = checkin ? checkin.rewards.split(',').map(cents) : [];
  offers.checkin = {
    may: [...rewards, 1, rewards.length, rewards.reduce((a, b) => a + b, 0)],
    must: rewards.length ? [rewards[0], rewards[rewards.length - 1]] : [],
  };
  const rates = await t.db.query<{ rate: string }>('SELECT rate::text AS rate FROM manual_rebate_rates WHERE merchant_id = $1', [m.id]);
  const wagering = (m.settings.wagering as { multipliers?: Record<string, number> } | undefined)?.multipliers ?? {};
  const maxRate = Math.max(...rates.map((r) => Number(r.rate)));
  offers.rebate = { may: [maxRate, wagering.MANREBATE ?? 0], must: [maxRate] };
  const rains = await t.db.query<{ first: number; repeat: number; envelopes: number; min: string; max: string; cap: string }>(
    `SELECT first_start_minute AS first, repeat_minutes AS repeat, envelopes_per_member AS envelopes, min_cents::text AS min, max_cents::text AS max,
            member_cap_cents::text AS cap FROM red_rain_events WHERE merchant_id = $1 AND active`,
    [m.id],
  );
  // Rains a day: every start from the first one on, `repeat` minutes apart, before midnight.
  let perDay = 0;
  for (const r of rains) for (let s = r.first; s < 1440; s += r.repeat) perDay++;
  const terms = [...new Set(rains.map((r) => JSON.stringify([r.envelopes, cents(r.min), cents(r.max), cents(r.cap)])))];
  expect(terms.length, `${code}: one rain promotion words the terms every rain shares`).toBeLessThanOrEqual(1);
  const rain = [perDay, ...(JSON.parse(terms[0] ?? '[]') as number[])];
  offers.rain = { may: rain, must: rain };
  const s = m.settings as { promotions?: { APP_DOWNLOAD?: boolean }; promotionBonus?: { APP_DOWNLOAD?: number } };
  const app = s.promotions?.APP_DOWNLOAD && s.promotionBonus?.APP_DOWNLOAD !== undefined ? [s.promotionBonus.APP_DOWNLOAD] : [];
  offers.app = { may: app, must: app };
  offers.none = { may: [], must: [] };
  return { brand: m.name, offers };
}

/** The offer an announcement describes: by where it leads, else (popups, the welcome notice) by its English title. */
function offerOfAnnouncement(a: { type: string; link: string; title: string }): string {
  const promo = /^\/m\/voucherCenter\?promo=(.+)$/.exec(a.link);
  if (promo) return a.type === 'B' ? 'firstDeposit' : `promo:${decodeURIComponent(promo[1])}`;
  const byLink: Record<string, string> = {
    '/m/inviteFriends': 'referral',
    '/m/activity/signIn': 'checkin',
    '/m/member/manualRebate': 'rebate',
    '/m/redRain': 'rain',
    '/m/activity': 'firstDeposit',
  };
  if (byLink[a.link]) return byLink[a.link];
  if (a.title === 'Daily check-in rewards') return 'checkin';
  if (a.title === 'Download our app') return 'app';
  if (a.title.startsWith('Welcome to ')) return 'firstDeposit';
  return 'none';
}

/** Letters by their English title: what each one's figures come from. */
function offerOfLetter(title: string): string {
  if (title === 'Your first deposit bonus' || title.startsWith('Welcome to ')) return 'firstDeposit';
  if (title === 'Check in every day') return 'checkin';
  return 'none';
}

/** Disagreements of one text with its offer: a figure the rows do not have, or a required one it leaves out. */
function disagreements(where: string, text: string, brand: string, offer: Offer, required: boolean): string[] {
  const said = figures(text, brand);
  const out = said.filter((n) => !offer.may.includes(n)).map((n) => `${where}: says ${n}, the rows offer ${offer.may.join(', ') || 'nothing'}`);
  if (required) for (const n of offer.must) if (!said.includes(n)) out.push(`${where}: leaves out ${n}`);
  if (offer.may.length === 0 && /₱|%/.test(text)) out.push(`${where}: names money or a rate, but describes no offer`);
  return out;
}

describe('every promise in the demo data is computed from the rows it describes', () => {
  it('banners, popups, notices, hot items, agent notices and promotions, in every language', async () => {
    const problems: string[] = [];
    for (const code of ['LUCKY88', 'ROYALPH']) {
      const { brand, offers } = await offersOf(code);
      const rows = await t.db.query<{ id: number; type: string; link: string; title: string; texts: Texts }>(
        'SELECT a.id, a.type, a.link, a.title, a.texts FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE m.code = $1 ORDER BY a.id',
        [code],
      );
      for (const a of rows) {
        const kind = offerOfAnnouncement(a);
        const offer = offers[kind];
        if (!offer) {
          problems.push(`${code} ${a.id} (${a.title}): describes ${kind}, which the merchant does not offer`);
          continue;
        }
        for (const lang of LANGS) {
          const text = `${a.texts[lang]?.title ?? ''} ${a.texts[lang]?.content ?? ''}`;
          // A promotion states every term of its offer; banners and popups may say less, never other figures.
          problems.push(...disagreements(`${code} ${a.id} ${lang} (${a.title})`, text, brand, offer, a.type === 'PR' && kind !== 'firstDeposit'));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the inbox letters, and a new member's welcome letter follows the deposit promotion row as it is now", async () => {
    const problems: string[] = [];
    for (const code of ['LUCKY88', 'ROYALPH']) {
      const { brand, offers } = await offersOf(code);
      const letters = await t.db.query<{ id: number; title: string; texts: Texts }>(
        'SELECT i.id, i.title, i.texts FROM inbox_messages i JOIN members b ON b.id = i.member_id JOIN merchants m ON m.id = b.merchant_id WHERE m.code = $1',
        [code],
      );
      expect(letters.length).toBeGreaterThan(0);
      for (const l of letters) {
        for (const lang of LANGS) {
          const text = `${l.texts[lang]?.title ?? ''} ${l.texts[lang]?.content ?? ''}`;
          problems.push(...disagreements(`${code} letter ${l.id} ${lang} (${l.title})`, text, brand, offers[offerOfLetter(l.title)], true));
        }
      }
    }
    expect(problems).toEqual([]);

    // An operator changes the promotion: the next welcome letter says what the row says now.
    const [m] = await t.db.query<{ id: number; member: number }>(
      "SELECT m.id, (SELECT id FROM members WHERE merchant_id = m.id AND username = 'demo0') AS member FROM merchants m WHERE code = 'ROYALPH'",
    );
    await t.db.query("UPDATE deposit_promotions SET bonus_percent = 75, max_bonus_cents = 300000 WHERE merchant_id = $1 AND code = 'WELCOME50'", [m.id]);
    await welcomeLetter(t.db, m.member, m.id, 'Royal PH', t.clock.now());
    const [letter] = await t.db.query<{ texts: Texts }>('SELECT texts FROM inbox_messages WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [m.member]);
    expect(letter.texts.EN?.content).toContain('<b>75% bonus</b>, up to ₱3,000');
    expect(letter.texts.TY?.content).toContain('<b>75% bonus</b> ang iyong unang deposito, hanggang ₱3,000');
    expect(letter.texts.CN?.content).toContain('<b>75% 奖金</b>，最高 ₱3,000');
  });

  it('writes money as the app does, the symbol against the figure (₱180, not ₱ 180), in every language', async () => {
    const rows = [
      ...(await t.db.query<{ texts: Texts }>('SELECT texts FROM announcements')),
      ...(await t.db.query<{ texts: Texts }>('SELECT texts FROM inbox_messages')),
    ];
    const spaced = rows
      .flatMap((r) => LANGS.map((lang) => `${r.texts[lang]?.title ?? ''} ${r.texts[lang]?.content ?? ''}`))
      .filter((text) => /₱\s+\d/.test(text));
    expect(spaced).toEqual([]);
  });

  it('no letter says a credit was made that the ledger lacks', async () => {
    // A letter that reports money as paid names an amount the member's ledger has a movement of.
    const paid = /credited|added to your balance|naidagdag|na-credit|已到账|已存入/i;
    const letters = await t.db.query<{ member_id: number; texts: Texts }>('SELECT member_id, texts FROM inbox_messages');
    const unbacked: string[] = [];
    for (const l of letters) {
      for (const lang of LANGS) {
        const text = `${l.texts[lang]?.title ?? ''} ${l.texts[lang]?.content ?? ''}`;
        if (!paid.test(text)) continue;
        const amounts = figures(text, '');
        const moves = await t.db.query<{ cents: string }>('SELECT amount_cents::text AS cents FROM ledger_transactions WHERE member_id = $1', [l.member_id]);
        if (!amounts.some((a) => moves.some((mv) => cents(mv.cents) === a))) unbacked.push(`${l.member_id} ${lang}: ${text}`);
      }
    }
    expect(unbacked).toEqual([]);
  });

  it('a text that disagrees with its row is caught', async () => {
    const { brand, offers } = await offersOf('LUCKY88');
    const promo = offers['promo:FIRSTDEP100'];
    expect(disagreements('x', '<p>Deposit ₱ 100 or more and get 100% extra, up to ₱ 1,000. Bet 10 times the bonus.</p>', brand, promo, true)).toEqual([]);
    expect(disagreements('x', '<p>Deposit ₱ 100 or more and get 100% extra, up to ₱ 5,000. Bet 10 times.</p>', brand, promo, true)).toEqual([
      'x: says 5000, the rows offer 100, 1000, 100, 10',
      'x: leaves out 1000',
    ]);
    expect(disagreements('x', '<p>Get 10% of your slot losses back every Monday.</p>', brand, offers.none, false)).toEqual([
      'x: says 10, the rows offer nothing',
      'x: names money or a rate, but describes no offer',
    ]);
  });
});

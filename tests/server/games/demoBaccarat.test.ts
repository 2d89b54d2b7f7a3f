/** The demo baccarat table and the page of kinds with no demo game: rules, ledger, bad input, which page opens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankerDraws, cardValue, handTotal, playCoup, settle, shoe, spotReturn, type Card } from '../../../server/src/games/baccarat.ts';
import { demoKindOf } from '../../../server/src/games/demoKind.ts';
import { demoGameAssetPath } from '../../../server/src/routes/paths.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member } from './helpers.ts';

/** Deals the given cards in order (player, banker, player, banker, then third cards). */
const stacked = (cards: Card[]) => () => {
  const c = cards.shift();
  if (!c) throw new Error('the stacked shoe ran out');
  return c;
};

describe('baccarat rules', () => {
  it('values cards and totals hands modulo 10', () => {
    expect(['AS', '9H', 'TD', 'JC', 'QS', 'KH'].map(cardValue)).toEqual([1, 9, 0, 0, 0, 0]);
    expect(handTotal(['7S', '8H'])).toBe(5);
    expect(handTotal(['9S', 'KH', '5D'])).toBe(4);
  });

  it('follows the banker third-card table', () => {
    const third = (v: number) => (v === 0 ? 'TS' : v === 1 ? 'AS' : `${v}S`);
    const draws = (b: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => bankerDraws(b, third(v)));
    expect(draws(2)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(draws(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(draws(5)).toEqual([4, 5, 6, 7]);
    expect(draws(6)).toEqual([6, 7]);
    expect(draws(7)).toEqual([]);
    // The player stood: the banker draws on 0-5 and stands on 6-7.
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('plays coups: naturals stand, the player draws on 0-5, the banker by the table', () => {
    // Player 9 (natural): nobody draws.
    expect(playCoup(stacked(['4S', '2H', '5D', '3C']))).toMatchObject({ player: ['4S', '5D'], banker: ['2H', '3C'], winner: 'PLAYER' });
    // Player 6 stands; banker 5 draws (K) and loses 5 to 6.
    expect(playCoup(stacked(['3S', '2H', '3D', '3C', 'KS']))).toMatchObject({
      player: ['3S', '3D'],
      banker: ['2H', '3C', 'KS'],
      playerTotal: 6,
      bankerTotal: 5,
      winner: 'PLAYER',
    });
    // Player 2 draws an 8; banker 3 stands on a player's third 8; player 0 vs banker 3.
    expect(playCoup(stacked(['AS', '2H', 'AD', 'AC', '8S']))).toMatchObject({
      player: ['AS', 'AD', '8S'],
      banker: ['2H', 'AC'],
      playerTotal: 0,
      bankerTotal: 3,
      winner: 'BANKER',
    });
    // Both 7 on two cards: a tie.
    expect(playCoup(stacked(['3S', '4H', '4D', '3C']))).toMatchObject({ winner: 'TIE', playerTotal: 7, bankerTotal: 7 });
  });

  it('pays player 1:1, banker 0.95:1 (whole cents), tie 8:1, and pushes player and banker on a tie', () => {
    expect(spotReturn('PLAYER', 1000, 'PLAYER')).toBe(2000);
    expect(spotReturn('BANKER', 1000, 'BANKER')).toBe(1950);
    expect(spotReturn('BANKER', 10, 'BANKER')).toBe(19);
    expect(spotReturn('TIE', 1000, 'TIE')).toBe(9000);
    expect(spotReturn('PLAYER', 1000, 'TIE')).toBe(1000);
    expect(spotReturn('BANKER', 1000, 'TIE')).toBe(1000);
    expect(spotReturn('PLAYER', 1000, 'BANKER')).toBe(0);
    expect(spotReturn('TIE', 1000, 'PLAYER')).toBe(0);
    expect(settle({ PLAYER: 500, BANKER: 0, TIE: 100 }, 'TIE')).toEqual({ stakeCents: 600, returnCents: 1400 });
  });

  it('an eight-deck shoe gives the known odds (banker ~45.9%, player ~44.6%, tie ~9.5%)', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % max;
    };
    const n = 40_000;
    const wins = { PLAYER: 0, BANKER: 0, TIE: 0 };
    for (let i = 0; i < n; i++) wins[playCoup(shoe(random)).winner]++;
    expect(wins.BANKER / n).toBeCloseTo(0.459, 1);
    expect(wins.PLAYER / n).toBeCloseTo(0.446, 1);
    expect(Math.abs(wins.TIE / n - 0.095)).toBeLessThan(0.01);
  });

  it('opens the slot for slots, the table for live baccarat, and no demo game for other kinds', () => {
    expect(demoKindOf({ game_type: 'RNG', game_classify: 'NEW' })).toBe('SLOT');
    expect(demoKindOf({ game_type: 'LIVE', game_classify: 'BAC' })).toBe('BACCARAT');
    expect(demoKindOf({ game_type: 'LIVE', game_classify: 'ROU' })).toBe('NONE');
    for (const type of ['SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT']) expect(demoKindOf({ game_type: type, game_classify: 'ALL' })).toBe('NONE');
  });
});

let t: TestApp;
let m: Member;
let baccaratNode: number;
let sportsNode: number;

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { balanceCents: 100_000 });
  const one = async (where: string) =>
    (await t.db.query<{ node_id: number }>(`SELECT node_id FROM games WHERE enabled AND ${where} ORDER BY node_id LIMIT 1`))[0].node_id;
  baccaratNode = await one("game_type = 'LIVE' AND game_classify = 'BAC'");
  sportsNode = await one("category = 'SPORTS'");
});
afterAll(async () => t?.close());

async function launch(member: Member, nodeId: number): Promise<{ url: string; token: string }> {
  const res = await call(t.app, 'launchGame', { query: { nodeId }, token: member.token });
  const url = expectOk<{ content: { game_url: string } }>(res, 'launchGame').content.game_url;
  return { url, token: new URL(url, 'http://x').searchParams.get('token') ?? '' };
}
const session = (token: string) => call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } });
const coup = (token: string, bets: Record<string, number>, key: string) =>
  call(t.app, 'demoGameBaccarat', { merchant: null, body: { bets }, headers: { 'x-launch-token': token, 'idempotency-key': key } });

describe('the demo baccarat table', () => {
  it('opens from a live baccarat table: its page, its session, coups settled through the ledger', async () => {
    const { url, token } = await launch(m, baccaratNode);
    expect(url).toMatch(/^\/demo-game\/baccarat\//);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('demo-baccarat');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const f of ['baccarat.js', 'baccarat.css', 'common.js']) expect((await t.app.inject({ url: demoGameAssetPath(f) })).statusCode).toBe(200);
    const s = expectOk<{ kind: string; balance: number; bets: number[]; currencySymbol: string }>(await session(token), 'demoGameSession');
    expect(s).toMatchObject({ kind: 'BACCARAT', balance: 1000 });
    const chip = s.bets[0];
    let balance = s.balance;
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const bets = { PLAYER: chip, BANKER: chip * 2, TIE: chip };
      const r = expectOk<{ winner: 'PLAYER' | 'BANKER' | 'TIE'; stake: number; returned: number; balance: number; player: string[]; banker: string[] }>(
        await coup(token, bets, `coup-${i}-key`),
        'demoGameBaccarat',
      );
      const cents = { PLAYER: Math.round(chip * 100), BANKER: Math.round(chip * 200), TIE: Math.round(chip * 100) };
      expect(Math.round(r.returned * 100)).toBe(settle(cents, r.winner).returnCents);
      expect(r.stake).toBeCloseTo(chip * 4, 2);
      expect(r.balance).toBeCloseTo(balance - r.stake + r.returned, 2);
      balance = r.balance;
      seen.add(r.winner);
      t.clock.advance(1000);
    }
    expect(seen.size).toBeGreaterThan(1);
    const wallet = expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token }), 'walletBalance');
    expect(wallet.sumBalance).toBeCloseTo(balance, 2);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM game_rounds WHERE member_id = $1 AND kind = 'BACCARAT' AND mode = 'REAL'", [
      m.memberId,
    ]);
    expect(n).toBe(30);
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: 0, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });

  it('replays a coup by its key and refuses bad stakes, writing nothing', async () => {
    const { token } = await launch(m, baccaratNode);
    const chip = expectOk<{ bets: number[] }>(await session(token), 'demoGameSession').bets[0];
    const first = expectOk<{ roundId: number }>(await coup(token, { PLAYER: chip }, 'coup-replay-1'), 'demoGameBaccarat');
    const again = await coup(token, { PLAYER: chip }, 'coup-replay-1');
    expect((again.body.value as { roundId: number }).roundId).toBe(first.roundId);
    expect(again.headers['idempotent-replay']).toBe('true');
    expectFail(await coup(token, { BANKER: chip }, 'coup-replay-1'), 422, 'idempotency.key.reused');
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    expectFail(await coup(token, {}, 'coup-bad-1'), 400, 'demo.bet.invalid');
    expectFail(await coup(token, { PLAYER: 0, BANKER: 0 }, 'coup-bad-2'), 400, 'demo.bet.invalid');
    expectFail(await coup(token, { PLAYER: chip * 1.5 }, 'coup-bad-3'), 400, 'demo.bet.invalid');
    expectFail(await coup(token, { TIE: chip * 1000 }, 'coup-bad-4'), 400, 'demo.bet.invalid');
    expectFail(await coup(token, { PLAYER: -1 }, 'coup-bad-5'), 400, 'validation.failed');
    expectFail(await coup(token, { SIDE: chip }, 'coup-bad-6'), 400, 'validation.failed');
    expectFail(await coup(token, { PLAYER: 0.001 }, 'coup-bad-7'), 400, 'validation.failed');
    expectFail(
      await call(t.app, 'demoGameBaccarat', { merchant: null, body: { bets: { PLAYER: chip } }, headers: { 'x-launch-token': token } }),
      400,
      'idempotency.key.missing',
    );
    expectFail(
      await call(t.app, 'demoGameBaccarat', { merchant: null, body: { bets: { PLAYER: chip } }, headers: { 'idempotency-key': 'coup-nokey' } }),
      401,
      'login.not.session',
    );
    const broke = await makeMember(t);
    expectFail(await coup((await launch(broke, baccaratNode)).token, { PLAYER: chip }, 'coup-broke-1'), 409, 'wallet.insufficient.balance');
    // A slot's spin call is refused at the table, and the table's call at a slot.
    expectFail(
      await call(t.app, 'demoGameSpin', { merchant: null, body: { bet: chip }, headers: { 'x-launch-token': token, 'idempotency-key': 'spin-at-table' } }),
      400,
      'demo.game.kind',
    );
    const slot = await launch(m, 100001);
    expectFail(await coup(slot.token, { PLAYER: 1 }, 'coup-at-slot'), 400, 'demo.game.kind');
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after.n).toBe(before.n);
  });
});

describe('the baccarat table in free play', () => {
  it("a free-play member's coups move the launch's fake credits and never the ledger", async () => {
    // The seeded live tables have no free play (supportPlay 1): one table offers it for this test.
    await t.db.query('UPDATE games SET support_play = 0 WHERE node_id = $1', [baccaratNode]);
    const trial = await makeMember(t, { type: 4 });
    const { token } = await launch(trial, baccaratNode).finally(() => t.db.query('UPDATE games SET support_play = 1 WHERE node_id = $1', [baccaratNode]));
    const s = expectOk<{ mode: string; balance: number; bets: number[] }>(await session(token), 'demoGameSession');
    expect(s).toMatchObject({ mode: 'TRIAL', balance: 2000 });
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    const r = expectOk<{ balance: number; stake: number; returned: number }>(await coup(token, { BANKER: s.bets[0] }, 'trial-coup-1'), 'demoGameBaccarat');
    expect(r.balance).toBeCloseTo(2000 - r.stake + r.returned, 2);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after.n).toBe(before.n);
  });
});

describe('kinds with no demo game', () => {
  it('a sports game opens the page that names its vendor, never the slot, and nothing can be played there', async () => {
    const { url, token } = await launch(m, sportsNode);
    expect(url).toMatch(/^\/demo-game\/unavailable\//);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('demo-unavailable');
    expect(page.body).not.toContain('demo-spin');
    expect((await t.app.inject({ url: demoGameAssetPath('unavailable.js') })).statusCode).toBe(200);
    const s = expectOk<{ kind: string; vendorName: string; gameType: string }>(await session(token), 'demoGameSession');
    const [g] = await t.db.query<{ display_name: string }>(
      'SELECT v.display_name FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.node_id = $1',
      [sportsNode],
    );
    expect(s).toMatchObject({ kind: 'NONE', vendorName: g.display_name, gameType: 'SPORTS' });
    expectFail(
      await call(t.app, 'demoGameSpin', { merchant: null, body: { bet: 1 }, headers: { 'x-launch-token': token, 'idempotency-key': 'spin-sports' } }),
      400,
      'demo.game.kind',
    );
    expect((await t.app.inject({ url: '/demo-game/nothing/X1' })).statusCode).toBe(404);
  });
});

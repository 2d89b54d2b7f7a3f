/** The demo slot: page and assets under the strict CSP, session, paid and trial spins, relogin, slot maths. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePays, spin, SYMBOLS, THREE_PAYS, TWO_CHERRIES_PAYS } from '../../../server/src/games/slot.ts';
import { revokeSession } from '../../../server/src/http/auth.ts';
import { demoGameAssetPath } from '../../../server/src/routes/paths.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member } from './helpers.ts';

let t: TestApp;
let m: Member;

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { balanceCents: 10_000 });
});
afterAll(async () => t?.close());

async function launch(
  member: Member | null,
  name: 'launchGame' | 'trialLaunch',
  query: Record<string, string | number>,
): Promise<{ url: string; token: string }> {
  const res = await call(t.app, name, { query, ...(member ? { token: member.token } : {}) });
  const url = (res.body.value as { content: { game_url: string } }).content.game_url;
  return { url, token: new URL(url, 'http://x').searchParams.get('token') ?? '' };
}

const spinCall = (token: string, bet: number, key: string) =>
  call(t.app, 'demoGameSpin', { merchant: null, body: { bet }, headers: { 'x-launch-token': token, 'idempotency-key': key } });

describe('demo game page', () => {
  it('serves HTML with no inline script under the CSP, and its script and styles as files', async () => {
    const { url } = await launch(m, 'launchGame', { nodeId: 100001 });
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/\sstyle=|\son\w+=/);
    const js = await t.app.inject({ url: demoGameAssetPath('slot.js') });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('window.DemoGame');
    // The shared script asks the app to log in again, and formats money as the app does (symbol, commas, 2 decimals).
    const common = await t.app.inject({ url: demoGameAssetPath('common.js') });
    expect(common.statusCode).toBe(200);
    expect(common.body).toContain('relogin: true');
    expect(page.body.indexOf('common.js')).toBeLessThan(page.body.indexOf('slot.js'));
    expect((await t.app.inject({ url: demoGameAssetPath('slot.css') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: demoGameAssetPath('other.js') })).statusCode).toBe(404);
  });
});

describe('launching live tables', () => {
  it('accepts the room id in place of the game id, as the app sends it for tables that have one', async () => {
    const [g] = await t.db.query<{ node_id: number; game_id: string; room_id: string }>(
      'SELECT node_id, game_id, room_id FROM games WHERE room_id IS NOT NULL AND enabled LIMIT 1',
    );
    const byRoom = await call(t.app, 'launchGame', { query: { nodeId: g.node_id, gameId: g.room_id }, token: m.token });
    expect(byRoom.status).toBe(200);
    const wrong = await call(t.app, 'launchGame', { query: { nodeId: g.node_id, gameId: 'not-this-game' }, token: m.token });
    expect(wrong.status).toBe(404);
  });
});

describe('paid play', () => {
  it('spins move money through the ledger and update recent games and the winners board', async () => {
    const { token } = await launch(m, 'launchGame', { gameId: 'PG_0001', nodeId: 100001 });
    const s = expectOk<{ balance: number; mode: string; bets: number[] }>(
      await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }),
      'demoGameSession',
    );
    expect(s).toMatchObject({ balance: 100, mode: 'REAL' });
    let balance = s.balance;
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      const r = expectOk<{ win: number; balance: number; reels: string[][] }>(await spinCall(token, 1, `spin-${i}-key`), 'demoGameSpin');
      expect(r.balance).toBeCloseTo(balance - 1 + r.win, 2);
      balance = r.balance;
      if (r.win > 0) wins++;
      t.clock.advance(1000);
    }
    const wallet = await call(t.app, 'walletBalance', { token: m.token });
    expect((wallet.body.value as { sumBalance: number }).sumBalance).toBeCloseTo(balance, 2);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND kind = 'BET'", [m.memberId]);
    expect(n).toBe(40);
    const recent = await call(t.app, 'recentGames', { token: m.token });
    expect((recent.body.value as { list: { nodeId: string }[] }).list[0].nodeId).toBe('100001');
    if (wins > 0) {
      const board = expectOk<{ list: { vo: { customerName: string; nodeId: string } }[] }>(
        await call(t.app, 'rankList', { query: { gameCategory: 'ALL', limitNum: 20 } }),
        'rankList',
      );
      expect(board.list.some((x) => x.vo.nodeId === '100001' && x.vo.customerName.startsWith(m.username.slice(0, 2)))).toBe(true);
    }
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: 0, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });

  it('replays a spin by its key, refuses stakes not offered and an empty wallet', async () => {
    const { token } = await launch(m, 'launchGame', { nodeId: 100002 });
    const first = expectOk<{ roundId: number }>(await spinCall(token, 0.5, 'replay-key-01'), 'demoGameSpin');
    const again = await spinCall(token, 0.5, 'replay-key-01');
    expect((again.body.value as { roundId: number }).roundId).toBe(first.roundId);
    expect(again.headers['idempotent-replay']).toBe('true');
    expectFail(await spinCall(token, 0.33, 'odd-stake-01'), 400, 'demo.bet.invalid');
    expectFail(await call(t.app, 'demoGameSpin', { merchant: null, body: { bet: 1 }, headers: { 'x-launch-token': token } }), 400, 'idempotency.key.missing');
    const broke = await makeMember(t);
    const l = await launch(broke, 'launchGame', { nodeId: 100002 });
    expectFail(await spinCall(l.token, 1, 'broke-key-01'), 409, 'wallet.insufficient.balance');
  });

  it('refuses the token once the session is revoked, asking for relogin', async () => {
    const other = await makeMember(t, { balanceCents: 1000 });
    const { token } = await launch(other, 'launchGame', { nodeId: 100001 });
    expectOk(await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }), 'demoGameSession');
    await revokeSession(t.db, other.token, t.clock.now());
    const refused = await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } });
    expectFail(refused, 401, 'login.not.session');
    expect(refused.body.value).toEqual({ relogin: true });
    expectFail(await spinCall(token, 1, 'after-logout-1'), 401, 'login.not.session');
    expectFail(await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': 'f'.repeat(64) } }), 401);
    expectFail(await call(t.app, 'demoGameSession', { merchant: null }), 401);
  });

  it('launch tokens expire', async () => {
    const { token } = await launch(m, 'launchGame', { nodeId: 100001 });
    t.clock.advance(5 * 3600_000);
    expectFail(await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }), 401);
  });
});

describe('trial play', () => {
  it('plays with fake credits and never touches the ledger', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    const { token } = await launch(null, 'trialLaunch', { nodeId: 100001 });
    const s = expectOk<{ balance: number; mode: string }>(
      await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }),
      'demoGameSession',
    );
    expect(s).toMatchObject({ balance: 2000, mode: 'TRIAL' });
    const r = expectOk<{ balance: number; win: number }>(await spinCall(token, 10, 'trial-spin-1'), 'demoGameSpin');
    expect(r.balance).toBeCloseTo(1990 + r.win, 2);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('slot maths', () => {
  it('pays lines as documented and returns about 95%', () => {
    expect(linePays(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(THREE_PAYS.SEVEN);
    expect(linePays(['CHERRY', 'CHERRY', 'BELL'])).toBe(TWO_CHERRIES_PAYS);
    expect(linePays(['BELL', 'CHERRY', 'CHERRY'])).toBe(0);
    // A seeded simulation: the return stays near the 95.3% the weights give.
    let seed = 1;
    const random = (max: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % max;
    };
    let paid = 0;
    const rounds = 20000;
    for (let i = 0; i < rounds; i++) paid += spin(300, random).winCents;
    const rtp = paid / (rounds * 300);
    expect(rtp).toBeGreaterThan(0.85);
    expect(rtp).toBeLessThan(1.05);
    expect(SYMBOLS).toHaveLength(6);
  });
});

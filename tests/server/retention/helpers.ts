/** Helpers of the check-in, manual rebate and red rain tests: fresh sessions as the clock moves, balances, records. */
import { createSession } from '../../../server/src/http/auth.ts';
import { call, expectOk } from '../helpers/api.ts';
import type { TestApp } from '../helpers/testApp.ts';
import type { Member } from '../games/helpers.ts';

export const DAY = 86_400_000;
export const MIN = 60_000;

/** Sessions last 12 hours: a new one at the clock's time. */
export async function renew(t: TestApp, m: Member): Promise<void> {
  m.token = await createSession(t.db, {
    memberId: m.memberId,
    merchantId: m.merchantId,
    now: t.clock.now(),
    ttlMs: 12 * 3600_000,
    ip: '127.0.0.1',
    device: '',
  });
}

export async function balance(t: TestApp, m: Member, merchant = 'LUCKY88'): Promise<number> {
  return expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token, merchant }), 'walletBalance').sumBalance;
}

/** The member's ledger transactions of one kind: count and sum (cents). */
export async function credits(t: TestApp, m: Member, kind: string): Promise<{ n: number; cents: number }> {
  const [r] = await t.db.query<{ n: number; cents: string }>(
    'SELECT count(*)::int AS n, COALESCE(SUM(amount_cents), 0)::text AS cents FROM ledger_transactions WHERE member_id = $1 AND kind = $2',
    [m.memberId, kind],
  );
  return { n: r.n, cents: Number(r.cents) };
}

/** The member's transaction records (memberTransactions) of one code. */
export async function records(t: TestApp, m: Member, txCode: string, merchant = 'LUCKY88') {
  return expectOk<{ content: { txCode: string; amount: number; reference: string; memo: string }[] }>(
    await call(t.app, 'memberTransactions', { token: m.token, merchant, query: { pageNo: 1, pageSize: 50, txCode } }),
    'memberTransactions',
  ).content;
}

/**
 * Plays `rounds` paid rounds of game `nodeId` (a slot's spins, or a live baccarat table's coups staked on PLAYER);
 * answers the stakes. Kinds with no demo game cannot be played.
 */
export async function play(t: TestApp, m: Member, nodeId: number, rounds: number, merchant = 'LUCKY88'): Promise<number[]> {
  const launch = await call(t.app, 'launchGame', { query: { nodeId }, token: m.token, merchant });
  const url = expectOk<{ content: { game_url: string } }>(launch, 'launchGame').content.game_url;
  const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
  const { bets, kind } = expectOk<{ bets: number[]; kind: string }>(
    await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }),
    'demoGameSession',
  );
  const stakes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const bet = bets[bets.length - 1];
    const headers = { 'x-launch-token': token, 'idempotency-key': `rt-${nodeId}-${m.memberId}-${t.clock.now()}-${i}` };
    if (kind === 'BACCARAT') {
      expectOk(await call(t.app, 'demoGameBaccarat', { merchant: null, body: { bets: { PLAYER: bet } }, headers }), 'demoGameBaccarat');
    } else {
      expectOk(await call(t.app, 'demoGameSpin', { merchant: null, body: { bet }, headers }), 'demoGameSpin');
    }
    stakes.push(bet);
    t.clock.advance(1000);
  }
  return stakes;
}

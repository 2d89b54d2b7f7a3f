/**
 * Red envelope rain (tables red_rain_events, red_rain_opens; migration 096). While a window of one of the
 * merchant's events runs (redRainSchedule.ts), a member opens envelopes: at most envelopes_per_member per window
 * and member_cap_cents in all (409 redrain.limit), each worth a random amount between min_cents and max_cents that
 * the server decides. Outside a window an open is refused (409 redrain.not.active). Each open is the (event,
 * window, member, seq) row posted with its REDRAIN ledger credit under the member row lock, so it credits once.
 *
 * The amount of the member's n-th envelope of a window comes from a generator seeded by a hash of (server seed,
 * event, window, member, n): the same envelope always has the same amount, and nothing the member sends chooses it.
 */
import { createHash } from 'node:crypto';
import type { RedRainStatusResponse } from '../../../src/generated/api/redRainStatus.response.ts';
import { seededRandom } from '../../../src/core/seededRandom.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { fieldByLanguage, type Texts, textIn } from '../http/localized.ts';
import { fromCents } from '../ledger/money.ts';
import { creditMember, lockMember } from './credit.ts';
import { currentWindow, nextWindow, type RainWindow } from './redRainSchedule.ts';

interface EventRow {
  id: number;
  title: string;
  texts: Texts;
  first_start_minute: number;
  duration_minutes: number;
  repeat_minutes: number;
  envelopes_per_member: number;
  min_cents: string;
  max_cents: string;
  member_cap_cents: string;
}

const times = (e: EventRow) => ({ firstStartMinute: e.first_start_minute, durationMinutes: e.duration_minutes, repeatMinutes: e.repeat_minutes });

/** The merchant's event running now, else the one starting soonest; null when it runs none. */
async function eventNow(db: Queryable, merchantId: number, now: number): Promise<{ event: EventRow; window: RainWindow; active: boolean } | null> {
  const events = await db.query<EventRow>('SELECT * FROM red_rain_events WHERE merchant_id = $1 AND active ORDER BY id', [merchantId]);
  let best: { event: EventRow; window: RainWindow; active: boolean } | null = null;
  for (const event of events) {
    const running = currentWindow(times(event), now);
    if (running) return { event, window: running, active: true };
    const next = nextWindow(times(event), now);
    if (!best || next.start < best.window.start) best = { event, window: next, active: false };
  }
  return best;
}

async function opened(db: Queryable, eventId: number, windowStart: number, memberId: number): Promise<{ count: number; cents: number }> {
  const [row] = await db.query<{ n: number; cents: string }>(
    'SELECT count(*)::int AS n, COALESCE(SUM(amount_cents), 0)::text AS cents FROM red_rain_opens WHERE event_id = $1 AND window_start = $2 AND member_id = $3',
    [eventId, windowStart, memberId],
  );
  return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
}

/** The amount of one envelope in cents: min..max (inclusive), never past what the cap leaves. */
export function envelopeCents(seed: string, minCents: number, maxCents: number, leftCents: number): number {
  const digest = createHash('sha256').update(seed).digest();
  const draw = seededRandom(digest.readUInt32BE(0))();
  const cents = minCents + Math.floor(draw * (maxCents - minCents + 1));
  return Math.min(cents, leftCents);
}

export async function redRainStatus(
  db: Queryable,
  o: { merchantId: number; memberId: number; now: number; languages?: readonly string[] },
): Promise<RedRainStatusResponse> {
  const found = await eventNow(db, o.merchantId, o.now);
  if (!found) return { enabled: false, now: o.now, active: false, event: null, window: null, opened: 0, openedAmount: 0, remaining: 0 };
  const { event, window, active } = found;
  const mine = active ? await opened(db, event.id, window.start, o.memberId) : { count: 0, cents: 0 };
  const cap = Number(event.member_cap_cents);
  const remaining = !active || mine.cents >= cap ? 0 : Math.max(0, event.envelopes_per_member - mine.count);
  return {
    enabled: true,
    now: o.now,
    active,
    event: {
      id: event.id,
      title: textIn(event.texts, o.languages ?? [], 'title', event.title),
      envelopesPerMember: event.envelopes_per_member,
      minAmount: fromCents(Number(event.min_cents)),
      maxAmount: fromCents(Number(event.max_cents)),
      memberCap: fromCents(cap),
    },
    window,
    opened: mine.count,
    openedAmount: fromCents(mine.cents),
    remaining,
  };
}

/** Opens the member's next envelope of the running window; run in a transaction (takes the member row lock). */
export async function openEnvelope(
  tx: Queryable,
  o: { merchantId: number; memberId: number; now: number; seed: string },
): Promise<{ amount: number; opened: number; remaining: number; openedAmount: number; balance: number }> {
  await lockMember(tx, o.memberId);
  const found = await eventNow(tx, o.merchantId, o.now);
  if (!found?.active) throw new ApiError(409, 'redrain.not.active', 'The red envelope rain is not falling now. Come back when the next one starts.');
  const { event, window } = found;
  const mine = await opened(tx, event.id, window.start, o.memberId);
  const cap = Number(event.member_cap_cents);
  if (mine.count >= event.envelopes_per_member || mine.cents >= cap) {
    throw new ApiError(409, 'redrain.limit', 'You have opened all your envelopes in this rain. Come back for the next one.');
  }
  const seq = mine.count + 1;
  const cents = envelopeCents(`${o.seed}:${event.id}:${window.start}:${o.memberId}:${seq}`, Number(event.min_cents), Number(event.max_cents), cap - mine.cents);
  const credit = await creditMember(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'REDRAIN',
    amountCents: cents,
    reference: `E${event.id} ${new Date(window.start).toISOString().slice(0, 16)}Z #${seq}`,
    memo: event.title,
    memoTexts: fieldByLanguage(event.texts, 'title'),
    now: o.now,
  });
  await tx.query('INSERT INTO red_rain_opens (event_id, window_start, member_id, seq, amount_cents, tx_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    event.id,
    window.start,
    o.memberId,
    seq,
    cents,
    credit.txId,
    o.now,
  ]);
  const total = mine.cents + cents;
  return {
    amount: fromCents(cents),
    opened: seq,
    openedAmount: fromCents(total),
    remaining: total >= cap ? 0 : event.envelopes_per_member - seq,
    balance: fromCents(credit.balanceCents),
  };
}

/**
 * Wagering requirements (table wagering_requirements). A credit from a deposit promotion (BONUS), mission, promo
 * code, check-in, manual rebate or red envelope opens a requirement of multiplier x the credit in valid bets: the
 * promotion row's multiplier for a deposit bonus, the site's wagering terms (wageringTerms.ts) otherwise. While it
 * is open it holds the credit (and, for a deposit bonus, the deposit that earned it) in the wallet: a withdrawal
 * may take only the balance above what open requirements hold. Valid bets (BET postings of real rounds) fill the
 * oldest open requirement first; a full one is MET. A requirement not met by its expiry, or one the member gives
 * up, closes with a FORFEIT posting that takes the credit (at most the balance) back to the PROMO account: an
 * entry of its own, reversible by another posting, never an edit.
 *
 * Locks, in the order every money route takes them: the member row, then the wallet, then requirement rows. A bet
 * holds the wallet when it fills requirements, so a withdrawal or a forfeit (which lock the wallet before reading
 * requirements) always sees the requirements after the bet or before it, never half of it.
 */
import { fieldByLanguage, type Texts, textsOfField } from '../http/localized.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { memberAccount, systemAccount } from './accounts.ts';
import { formatMoney } from './depositLimits.ts';
import { fromCents } from './money.ts';
import { postTransaction, type TxKind } from './post.ts';
import { wageringTerms, type WageredKind } from './wageringTerms.ts';

const DAY = 86_400_000;

export interface RequirementRow {
  id: number;
  source_kind: string;
  title: string;
  texts: Texts;
  bonus_cents: number;
  held_cents: number;
  multiplier: string;
  required_cents: number;
  wagered_cents: number;
  created_at: number;
  expires_at: number | null;
}

const COLUMNS = `id, source_kind, title, texts, bonus_cents::float8 AS bonus_cents, held_cents::float8 AS held_cents, multiplier::text AS multiplier,
  required_cents::float8 AS required_cents, wagered_cents::float8 AS wagered_cents, created_at::float8 AS created_at, expires_at::float8 AS expires_at`;

/** "Forfeited: <title>" in each language the requirement's title has. */
function closedMemo(r: RequirementRow, status: string): Record<string, string> {
  const words: Record<string, string> =
    status === 'EXPIRED' ? { EN: 'Expired', TY: 'Nag-expire', CN: '已过期' } : { EN: 'Forfeited', TY: 'Isinuko', CN: '已放弃' };
  const titles = fieldByLanguage(r.texts, 'title');
  return Object.fromEntries(
    Object.entries(titles).map(([lang, title]) => [lang, `${words[lang] ?? words.EN}${lang === 'CN' ? '：' : ': '}${title}`.slice(0, 200)]),
  );
}

/** multiplier x cents, rounded up to the cent (exact: the multiplier has 2 decimals). */
function turnoverCents(cents: number, multiplier: number): number {
  const hundredths = BigInt(Math.round(multiplier * 100));
  return Number((BigInt(cents) * hundredths + 99n) / 100n);
}

/**
 * Opens the requirement a credit carries, in the transaction that posted it. `multiplier` is given for a deposit
 * bonus (its promotion's); other kinds take the site's terms. A multiplier of 0 opens nothing.
 */
export async function openRequirement(
  tx: Queryable,
  o: {
    merchantId: number;
    memberId: number;
    kind: 'BONUS' | WageredKind;
    txId: number;
    bonusCents: number;
    heldCents?: number;
    multiplier?: number;
    title: string;
    /** The title in each language of the row it copies (`title` is the English). */
    titleTexts?: Record<string, string>;
    now: number;
  },
): Promise<void> {
  const [m] = await tx.query<{ settings: Record<string, unknown> }>('SELECT settings FROM merchants WHERE id = $1', [o.merchantId]);
  const terms = wageringTerms(m?.settings ?? {});
  const multiplier = o.kind === 'BONUS' ? (o.multiplier ?? 0) : terms.multipliers[o.kind];
  if (!(multiplier > 0) || o.bonusCents <= 0) return;
  await tx.query(
    `INSERT INTO wagering_requirements (merchant_id, member_id, source_kind, source_tx_id, title, texts, bonus_cents, held_cents, multiplier, required_cents, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      o.merchantId,
      o.memberId,
      o.kind,
      o.txId,
      o.title,
      JSON.stringify(textsOfField('title', o.titleTexts)),
      o.bonusCents,
      Math.max(o.heldCents ?? o.bonusCents, o.bonusCents),
      multiplier.toFixed(2),
      turnoverCents(o.bonusCents, multiplier),
      o.now,
      terms.expiryDays === null ? null : o.now + terms.expiryDays * DAY,
    ],
  );
}

/** The member's open requirements, oldest first (rows locked when `lock`: hold the wallet lock first). */
export async function openRequirements(tx: Queryable, memberId: number, now: number, lock = false): Promise<RequirementRow[]> {
  return tx.query<RequirementRow>(
    `SELECT ${COLUMNS} FROM wagering_requirements
      WHERE member_id = $1 AND status = 'OPEN' AND (expires_at IS NULL OR expires_at > $2)
      ORDER BY created_at, id${lock ? ' FOR UPDATE' : ''}`,
    [memberId, now],
  );
}

/** Counts a valid bet toward the member's open requirements, oldest first (in the bet's transaction, wallet held). */
export async function countValidBet(tx: Queryable, memberId: number, betCents: number, now: number): Promise<void> {
  let left = betCents;
  for (const r of await openRequirements(tx, memberId, now, true)) {
    if (left <= 0) break;
    const take = Math.min(left, r.required_cents - r.wagered_cents);
    left -= take;
    const met = r.wagered_cents + take >= r.required_cents;
    await tx.query(
      `UPDATE wagering_requirements SET wagered_cents = wagered_cents + $2, status = CASE WHEN $3 THEN 'MET' ELSE status END,
         closed_at = CASE WHEN $3 THEN $4::bigint ELSE closed_at END WHERE id = $1`,
      [r.id, take, met, now],
    );
  }
}

/** What open requirements hold and the turnover they still need. */
export function holdOf(rows: RequirementRow[]): { heldCents: number; turnoverLeftCents: number } {
  return {
    heldCents: rows.reduce((s, r) => s + r.held_cents, 0),
    turnoverLeftCents: rows.reduce((s, r) => s + (r.required_cents - r.wagered_cents), 0),
  };
}

/** Locks the member's wallet and answers its balance (the lock a withdrawal or a forfeit takes before requirements). */
export async function lockWallet(tx: Queryable, memberId: number): Promise<{ wallet: number; balanceCents: number }> {
  const wallet = await memberAccount(tx, memberId);
  const [row] = await tx.query<{ balance_cents: number }>('SELECT balance_cents::float8 AS balance_cents FROM ledger_accounts WHERE id = $1 FOR UPDATE', [
    wallet,
  ]);
  return { wallet, balanceCents: Number(row?.balance_cents ?? 0) };
}

/**
 * Refuses a withdrawal of more than the balance open requirements leave free (409 withdraw.turnover.open, saying
 * the turnover left and the most that may be withdrawn now). Call with the member row locked, before posting.
 */
export async function assertWithdrawable(tx: Queryable, memberId: number, amountCents: number, now: number): Promise<void> {
  const { balanceCents } = await lockWallet(tx, memberId);
  const rows = await openRequirements(tx, memberId, now, true);
  if (rows.length === 0) return;
  const { heldCents, turnoverLeftCents } = holdOf(rows);
  const free = Math.max(0, balanceCents - heldCents);
  if (amountCents <= free) return;
  throw new ApiError(
    409,
    'withdraw.turnover.open',
    `Your bonuses still need ${formatMoney(turnoverLeftCents)} of valid bets. Until then you can withdraw up to ${formatMoney(free)}.`,
    { withdrawable: fromCents(free), turnoverLeft: fromCents(turnoverLeftCents) },
  );
}

/**
 * Closes an open requirement as FORFEITED (the member gave it up) or EXPIRED: the credit, at most the balance, goes
 * back to the PROMO account in a FORFEIT posting. Call with the member row locked. Answers the cents taken back.
 */
export async function closeRequirement(
  tx: Queryable,
  o: { merchantId: number; memberId: number; requirementId: number; status: 'FORFEITED' | 'EXPIRED'; now: number },
): Promise<{ forfeitedCents: number; balanceCents: number }> {
  const { wallet, balanceCents } = await lockWallet(tx, o.memberId);
  const [r] = await tx.query<RequirementRow>(`SELECT ${COLUMNS} FROM wagering_requirements WHERE id = $1 AND member_id = $2 AND status = 'OPEN' FOR UPDATE`, [
    o.requirementId,
    o.memberId,
  ]);
  if (!r) throw new ApiError(409, 'wagering.not.open', 'This bonus is no longer open: it was met, given up or has expired.');
  const take = Math.min(r.bonus_cents, balanceCents);
  let txId: number | null = null;
  let after = balanceCents;
  if (take > 0) {
    const promo = await systemAccount(tx, o.merchantId, 'PROMO');
    const kind: TxKind = 'FORFEIT';
    const posted = await postTransaction(tx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      kind,
      amountCents: take,
      reference: `wagering:${r.id}`,
      memo: `${o.status === 'EXPIRED' ? 'Expired' : 'Forfeited'}: ${r.title}`.slice(0, 200),
      memoTexts: closedMemo(r, o.status),
      entries: [
        { accountId: wallet, cents: -take },
        { accountId: promo, cents: take },
      ],
      now: o.now,
    });
    txId = posted.txId;
    after = posted.balances.get(wallet) ?? after;
  }
  await tx.query('UPDATE wagering_requirements SET status = $2, closed_at = $3, forfeit_tx_id = $4 WHERE id = $1', [r.id, o.status, o.now, txId]);
  return { forfeitedCents: take, balanceCents: after };
}

/** Closes the member's requirements whose time ran out (EXPIRED, with their FORFEIT postings). Member row locked. */
export async function expireDue(tx: Queryable, merchantId: number, memberId: number, now: number): Promise<void> {
  const due = await tx.query<{ id: number }>("SELECT id FROM wagering_requirements WHERE member_id = $1 AND status = 'OPEN' AND expires_at <= $2 ORDER BY id", [
    memberId,
    now,
  ]);
  for (const r of due) await closeRequirement(tx, { merchantId, memberId, requirementId: r.id, status: 'EXPIRED', now });
}

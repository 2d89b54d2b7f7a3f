/**
 * Wallet reads: GET /wps/v2/wallets/balance, GET /wps/wallets/gcs (the main wallet and a wallet per vendor, see
 * ledger/vendorWallets.ts), ODS2_MemberTransaction (the main wallet's movements) and GLS2_TxCodeList. Balances
 * come straight from the ledger accounts.
 */
import { languageChain, type Texts, textIn } from '../http/localized.ts';
import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { dayEndIn, dayStartIn } from '../http/dayParams.ts';
import { ok } from '../http/envelope.ts';
import { MAIN_ACCOUNT_TYPE } from '../ledger/accounts.ts';
import { cachedMemberBalances } from '../ledger/balanceCache.ts';
import { fromCents } from '../ledger/money.ts';
import { memberWallets, vendorWalletNames } from '../ledger/vendorWallets.ts';

const MEMBER_TX_CODES: readonly [string, string][] = [
  ['DEPOSIT', 'Deposit'],
  ['WITHDRAW', 'Withdrawal'],
  ['BET', 'Bet'],
  ['WIN', 'Win'],
  ['OPENING', 'Welcome credit'],
  ['ADJUST', 'Adjustment'],
  ['BONUS', 'Deposit bonus'],
  ['MISSION', 'Mission reward'],
  ['PROMOCODE', 'Promo code'],
  ['CHECKIN', 'Daily check-in'],
  ['MANREBATE', 'Manual rebate'],
  ['REDRAIN', 'Red envelope'],
  ['REFERRAL', 'Referral reward'],
  ['FORFEIT', 'Bonus given up'],
  ['REFUND', 'Bet refund'],
  ['WALLET', 'Wallet transfer'],
];
/** An agent's own movements (types=A): what the team earns the agent, and money moved to downlines. */
const AGENT_TX_CODES: readonly [string, string][] = [
  ['COMMISSION', 'Commission'],
  ['REBATE', 'Team rebate'],
  ['SALARY', 'Daily salary'],
  ['DIVIDEND', 'Dividend'],
  ['TRANSFER', 'Transfer to downline'],
];

const walletRoutes: FastifyPluginAsync = async (app) => {
  const { db, payments } = app.ctx;

  const balances = async (memberId: number) => {
    const rows = await cachedMemberBalances(db, memberId);
    const list = rows.length > 0 ? rows : [{ accountTypeId: MAIN_ACCOUNT_TYPE, cents: 0 }];
    return { sum: fromCents(list.reduce((s, b) => s + b.cents, 0)), list };
  };

  callRoute(app, 'walletBalance', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireSession(req);
    const b = await balances(s.memberId);
    // The main wallet, and the vendor wallets that hold money (sumBalance counts them all).
    const shown = b.list.filter((x) => x.accountTypeId === MAIN_ACCOUNT_TYPE || x.cents !== 0);
    const names = shown.length > 1 ? await vendorWalletNames(db) : new Map<number, string>();
    return ok({
      sumBalance: b.sum,
      currency: m.currency,
      balance: shown.map((x) => ({ accountTypeId: x.accountTypeId, accountTypeName: names.get(x.accountTypeId) ?? 'MAIN', availBalance: fromCents(x.cents) })),
    });
  });

  callRoute(app, 'walletGcs', async (_q, req) => {
    await merchantOf(req);
    const s = await requireSession(req);
    const w = await memberWallets(db, s.memberId);
    const sum = w.vendors.reduce((t, v) => t + v.cents, w.main.cents);
    return ok({
      sumBalance: fromCents(sum),
      mainWalletId: w.main.walletId,
      mainBalance: fromCents(w.main.cents),
      list: w.vendors.map(({ cents, ...v }) => ({ ...v, balance: fromCents(cents) })),
    });
  });

  callRoute(app, 'txCodeList', async (q, req) => {
    await merchantOf(req);
    const codes = q.types === 'A' ? AGENT_TX_CODES : MEMBER_TX_CODES;
    return ok({ list: codes.map(([txCode, txName]) => ({ txCode, txName })) });
  });

  callRoute(app, 'memberTransactions', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireSession(req);
    const { pageNo = 1, pageSize = 25, txCode, startDate, endDate } = q;
    // The main wallet's movements: a transfer to or from a vendor wallet is one line (kind WALLET) there.
    const where = ['a.member_id = $1', `a.account_type_id = ${MAIN_ACCOUNT_TYPE}`];
    const params: unknown[] = [s.memberId];
    const codes = (txCode ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean);
    if (codes.length > 0) where.push(`t.kind = ANY($${params.push(codes)}::text[])`);
    if (startDate) where.push(`t.created_at >= $${params.push(dayStartIn(startDate, 'startDate', m.timeZone))}`);
    if (endDate) where.push(`t.created_at < $${params.push(dayEndIn(endDate, 'endDate', m.timeZone))}`);
    const from = `ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.tx_id
      WHERE ${where.join(' AND ')}`;
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params);
    const languages = languageChain(req, m.defaultLanguage);
    const rows = await db.query<{ id: number; kind: string; delta: number; after: number; created_at: number; reference: string; memo: string; texts: Texts }>(
      `SELECT t.id, t.kind, e.amount_cents AS delta, e.balance_after_cents AS after, t.created_at, t.reference, t.memo, t.texts
         FROM ${from} ORDER BY t.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      params,
    );
    return ok({
      content: rows.map((r) => ({
        id: r.id,
        txCode: r.kind,
        amount: fromCents(Number(r.delta)),
        balance: fromCents(Number(r.after)),
        createdAt: r.created_at,
        reference: r.reference,
        // A deposit's memo is its channel's code (ledger/deposit.ts): the member reads the channel's name, in the Language.
        memo: r.kind === 'DEPOSIT' ? (payments.find(r.memo, languages[0])?.channel.channelName ?? r.memo) : textIn(r.texts, languages, 'memo', r.memo),
      })),
      pageNum: pageNo,
      totalPages: Math.ceil(n / pageSize),
      totalCount: n,
    });
  });
};

export default walletRoutes;

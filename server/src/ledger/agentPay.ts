/**
 * Agent pay: a daily salary or a dividend settlement is paid once, through the ledger. Paying moves the row's
 * amount from the merchant's HOUSE account to the agent's wallet as a SALARY or DIVIDEND transaction (shown in the
 * agent's records) and marks the row PAID with that transaction; a row already settled, or refused, is left as it
 * is. A row of 0.00 is marked PAID with no transaction: there is nothing to move.
 */
import type { Queryable } from '../db/index.ts';
import { memberAccount, systemAccount } from './accounts.ts';
import { postTransaction } from './post.ts';

export type AgentPayKind = 'SALARY' | 'DIVIDEND';

interface PayInput {
  merchantId: number;
  agentId: number;
  /** The salary's day (YYYY-MM-DD) or the dividend's period (YYYY-MM-H1|H2). */
  key: string;
  now: number;
}

/** Each kind's table, its key column and the records' memo in each language the brands speak (EN first). */
const TABLES: Record<AgentPayKind, { table: string; column: string; memo: Record<string, string> }> = {
  SALARY: { table: 'agent_daily_salaries', column: 'day', memo: { EN: 'Daily salary', TY: 'Arawang sahod', CN: '日工资' } },
  DIVIDEND: { table: 'agent_dividends', column: 'period', memo: { EN: 'Dividend', TY: 'Dibidendo', CN: '分红' } },
};

/** Pays one PENDING salary or dividend; answers the ledger transaction, or null when nothing was moved. */
export async function payAgent(tx: Queryable, kind: AgentPayKind, o: PayInput): Promise<number | null> {
  const { table, column, memo } = TABLES[kind];
  const [row] = await tx.query<{ amount: string; status: string }>(`SELECT amount, status FROM ${table} WHERE member_id = $1 AND ${column} = $2 FOR UPDATE`, [
    o.agentId,
    o.key,
  ]);
  if (row?.status !== 'PENDING') return null;
  // numeric(18, 2) in the database: exact to the cent.
  const cents = Math.round(Number(row.amount) * 100);
  let txId: number | null = null;
  if (cents > 0) {
    const posted = await postTransaction(tx, {
      merchantId: o.merchantId,
      memberId: o.agentId,
      kind,
      amountCents: cents,
      reference: `${kind.toLowerCase()}:${o.key}`,
      memo: `${memo.EN} ${o.key}`,
      memoTexts: Object.fromEntries(Object.entries(memo).map(([language, text]) => [language, `${text} ${o.key}`])),
      entries: [
        { accountId: await systemAccount(tx, o.merchantId, 'HOUSE'), cents: -cents },
        { accountId: await memberAccount(tx, o.agentId), cents },
      ],
      now: o.now,
    });
    txId = posted.txId;
  }
  await tx.query(`UPDATE ${table} SET status = 'PAID', tx_id = $3 WHERE member_id = $1 AND ${column} = $2`, [o.agentId, o.key, txId]);
  return txId;
}

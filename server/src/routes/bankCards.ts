/** Bank cards for withdrawals: MCS2_bankList, MCS2_bankCards (GET lists, POST adds; at most 5 per member). */
import type { FastifyPluginAsync } from 'fastify';
import type { AddBankCardResponse } from '../../../src/generated/api/addBankCard.response.ts';
import type { BankListResponse } from '../../../src/generated/api/bankList.response.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { maskAccountNo } from '../ledger/orderNo.ts';
import { requireRealMember } from '../ledger/realMember.ts';

export const BANKS: readonly BankListResponse['list'][number][] = [
  { bankCode: 'GCASH', bankName: 'GCash' },
  { bankCode: 'MAYA', bankName: 'Maya' },
  { bankCode: 'BDO', bankName: 'BDO Unibank' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
  { bankCode: 'MBTC', bankName: 'Metrobank' },
  { bankCode: 'LBP', bankName: 'Landbank' },
  { bankCode: 'UB', bankName: 'UnionBank' },
  { bankCode: 'SECB', bankName: 'Security Bank' },
];
const MAX_CARDS = 5;

interface CardRow {
  id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  created_at: number;
}

const toCard = (r: CardRow): AddBankCardResponse => ({
  id: r.id, bankCode: r.bank_code, bankName: r.bank_name, accountName: r.account_name, accountNo: maskAccountNo(r.account_no),
  branch: r.branch, createdAt: r.created_at,
});

const bankCardRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'bankList', async (_q, req) => {
    await merchantOf(req);
    await requireRealMember(req);
    return ok({ list: [...BANKS] });
  });

  callRoute(app, 'bankCards', async (_q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    const rows = await db.query<CardRow>('SELECT * FROM bank_cards WHERE member_id = $1 ORDER BY id', [s.memberId]);
    return ok({ list: rows.map(toCard) });
  });

  callRoute(app, 'addBankCard', async (body, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    const bank = BANKS.find((b) => b.bankCode === body.bankCode);
    if (!bank) throw new ApiError(400, 'bankcard.bank.invalid', 'Choose a bank from the list.');
    return ok(await db.transaction(async (tx) => {
      // Counting under the member's row lock keeps two concurrent adds from passing the limit together.
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [s.memberId]);
      const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_cards WHERE member_id = $1', [s.memberId]);
      if (n >= MAX_CARDS) throw new ApiError(409, 'bankcard.limit', `At most ${MAX_CARDS} bank cards.`);
      const rows = await tx.query<CardRow>(
        `INSERT INTO bank_cards (member_id, bank_code, bank_name, account_name, account_no, branch, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, account_no) DO NOTHING RETURNING *`,
        [s.memberId, bank.bankCode, bank.bankName, body.accountName.trim(), body.accountNo, body.branch ?? '', now()],
      );
      if (!rows[0]) throw new ApiError(409, 'bankcard.exists', 'This account number is already on your list.');
      return toCard(rows[0]);
    }));
  });
};

export default bankCardRoutes;

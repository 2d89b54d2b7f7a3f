/**
 * Bank cards for withdrawals: MCS2_bankList, MCS2_bankCards (GET lists, POST adds with the login password, at most
 * 5 per member; DELETE removes). Removal is soft (`removed_at`): withdrawal history still shows the card, lists and
 * withdrawals skip it, and the same account number can be added again as a new card.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AddBankCardResponse } from '../../../src/generated/api/addBankCard.response.ts';
import type { BankListResponse } from '../../../src/generated/api/bankList.response.ts';
import { verifyPassword } from '../crypto/password.ts';
import { memberById } from '../db/members.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { maskAccountNo } from '../ledger/orderNo.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { settleDemoPayouts } from '../ledger/withdraw.ts';

const BANKS: readonly BankListResponse['list'][number][] = [
  { bankCode: 'GCASH', bankName: 'GCash' },
  { bankCode: 'MAYA', bankName: 'Maya' },
  { bankCode: 'BDO', bankName: 'BDO Unibank' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
  { bankCode: 'MBTC', bankName: 'Metrobank' },
  { bankCode: 'LBP', bankName: 'Landbank' },
  { bankCode: 'UB', bankName: 'UnionBank' },
  { bankCode: 'SECB', bankName: 'Security Bank' },
];
export const MAX_CARDS = 5;

export interface CardRow {
  id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  created_at: number;
}

export const toCard = (r: CardRow): AddBankCardResponse => ({
  id: r.id,
  bankCode: r.bank_code,
  bankName: r.bank_name,
  accountName: r.account_name,
  accountNo: maskAccountNo(r.account_no),
  branch: r.branch,
  createdAt: r.created_at,
});

const bankCardRoutes: FastifyPluginAsync = async (app) => {
  const { db, now, demoMode } = app.ctx;

  callRoute(app, 'bankList', async (_q, req) => {
    await merchantOf(req);
    await requireRealMember(req);
    return ok({ list: [...BANKS] });
  });

  callRoute(app, 'bankCards', async (_q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    const rows = await db.query<CardRow>('SELECT * FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id', [s.memberId]);
    return ok({ list: rows.map(toCard) });
  });

  callRoute(app, 'addBankCard', async (body, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    // The login password again: a card decides where money goes. Counted with the other password checks.
    await enforce(db, now(), [{ key: `password:acct:${s.memberId}`, limit: LIMITS.passwordPerAccount }]);
    const member = await memberById(db, s.memberId);
    if (!member || !(await verifyPassword(body.loginPassword, member.password_hash))) {
      throw new ApiError(400, 'bankcard.password.wrong', 'The login password is not correct.');
    }
    const bank = BANKS.find((b) => b.bankCode === body.bankCode);
    if (!bank) throw new ApiError(400, 'bankcard.bank.invalid', 'Choose a bank from the list.');
    return ok(
      await db.transaction(async (tx) => {
        // Counting under the member's row lock keeps two concurrent adds from passing the limit together.
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [s.memberId]);
        const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL', [s.memberId]);
        if (n >= MAX_CARDS) throw new ApiError(409, 'bankcard.limit', `At most ${MAX_CARDS} bank cards.`);
        const rows = await tx.query<CardRow>(
          `INSERT INTO bank_cards (member_id, bank_code, bank_name, account_name, account_no, branch, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, account_no) WHERE removed_at IS NULL DO NOTHING RETURNING *`,
          [s.memberId, bank.bankCode, bank.bankName, body.accountName.trim(), body.accountNo, body.branch ?? '', now()],
        );
        if (!rows[0]) throw new ApiError(409, 'bankcard.exists', 'This account number is already on your list.');
        return toCard(rows[0]);
      }),
    );
  });

  callRoute(app, 'removeBankCard', async (body, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    if (demoMode) await settleDemoPayouts(db, s.memberId, now());
    await db.transaction(async (tx) => {
      // The card's row lock orders this against a withdrawal to it (which holds it FOR SHARE): either the
      // withdrawal sees the card removed, or this sees the withdrawal.
      const cards = await tx.query('SELECT id FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL FOR UPDATE', [body.id, s.memberId]);
      if (cards.length === 0) throw new ApiError(404, 'bankcard.not.found', 'No such bank card.');
      const busy = await tx.query("SELECT 1 FROM withdraw_orders WHERE bank_card_id = $1 AND status = 'PROCESSING' LIMIT 1", [body.id]);
      if (busy.length > 0) throw new ApiError(409, 'bankcard.in.use', 'This card has a withdrawal in progress.');
      await tx.query('UPDATE bank_cards SET removed_at = $2 WHERE id = $1', [body.id, now()]);
    });
    return ok(true);
  });
};

export default bankCardRoutes;

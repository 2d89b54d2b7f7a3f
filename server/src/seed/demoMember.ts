/**
 * A new demo member shaped like demo0 (development call `devDemoMember`): a player (or the member type asked for)
 * with a mobile number of its own, the welcome letters and chat greeting, and optionally the withdrawal password
 * and the opening balance. Browser tests that change a member (money, passwords, letters, limits) each make one on
 * either merchant, so no test changes the account another test reads.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../crypto/password.ts';
import type { Db } from '../db/index.ts';
import { insertMember } from '../db/members.ts';
import type { Merchant } from '../http/merchant.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import { letterOffers, seedWelcomeMessages } from './letters.ts';
import { OPENING_BALANCE_CENTS, WELCOME_CREDIT } from './gamesStep.ts';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from './members.ts';

export interface DemoMemberOptions {
  type: number;
  paymentPassword: boolean;
  balance: boolean;
}

/** Creates the member in one transaction; answers its username and national mobile number (dialing code 63). */
export async function createDemoMember(db: Db, merchant: Merchant, now: number, o: DemoMemberOptions): Promise<{ username: string; mobile: string }> {
  const tag = randomBytes(4).toString('hex');
  const username = `dm${tag}`;
  // 98 and eight digits: a Philippine mobile number no seeded member has.
  const mobile = `98${String(Number.parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`;
  const [hash, payHash] = await Promise.all([hashPassword(DEMO_PASSWORD), o.paymentPassword ? hashPassword(DEMO_PAYMENT_PASSWORD) : null]);
  await db.transaction(async (tx) => {
    const memberId = await insertMember(tx, {
      merchantId: merchant.id,
      username,
      passwordHash: hash,
      type: o.type,
      nickname: 'Demo Player',
      email: `${username}@${merchant.code.toLowerCase()}.example`,
      countryDialingCode: '63',
      mobileNum: mobile,
      birthday: '1990-05-17',
      payeeName: 'Demo Player Santos',
      paymentPasswordHash: payHash,
      createdAt: now - 30 * 86_400_000,
      lastLoginAt: null,
    });
    if (memberId === undefined) throw new Error(`demo member ${username} exists already`);
    await seedWelcomeMessages(tx, memberId, now, await letterOffers(tx, merchant.id));
    const wallet = await memberAccount(tx, memberId);
    if (!o.balance) return;
    const house = await systemAccount(tx, merchant.id, 'HOUSE');
    await postTransaction(tx, {
      merchantId: merchant.id,
      memberId,
      kind: 'OPENING',
      amountCents: OPENING_BALANCE_CENTS,
      memo: 'Welcome credit',
      memoTexts: WELCOME_CREDIT,
      entries: [
        { accountId: house, cents: -OPENING_BALANCE_CENTS },
        { accountId: wallet, cents: OPENING_BALANCE_CENTS },
      ],
      now,
    });
  });
  return { username, mobile };
}

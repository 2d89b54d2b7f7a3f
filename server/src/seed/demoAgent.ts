/**
 * A new demo agent shaped like agent1 (development call `devDemoAgent`): the same profile, first team, contracts,
 * welcome letters, opening balances, grown team, rebate rates, salaries and (where the merchant pays them)
 * dividends, under a fresh name. Browser tests that change an agent's team, links or contracts each make one, so no
 * test changes the agent another test reads.
 */
import { randomBytes } from 'node:crypto';
import { seededRandom } from '../../../src/core/seededRandom.ts';
import { hashPassword } from '../crypto/password.ts';
import type { Db } from '../db/index.ts';
import { insertMember } from '../db/members.ts';
import type { Merchant } from '../http/merchant.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import { seedGrownTeam, teamContext } from './agentTeam.ts';
import { seedFirstTeam } from './demoAgentTeam.ts';
import { letterOffers, seedWelcomeMessages } from './letters.ts';
import { OPENING_BALANCE_CENTS, WELCOME_CREDIT } from './gamesStep.ts';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from './members.ts';

/** Creates the agent and its team in one transaction; answers the agent's username (password: the demo password). */
export async function createDemoAgent(db: Db, merchant: Merchant, now: number): Promise<string> {
  const tag = randomBytes(3).toString('hex');
  const username = `ag${tag}`;
  const code = `AG${tag.toUpperCase()}`;
  const [hash, payHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PAYMENT_PASSWORD)]);
  await db.transaction(async (tx) => {
    const agentId = await insertMember(tx, {
      merchantId: merchant.id,
      username,
      passwordHash: hash,
      type: 1,
      nickname: 'Demo Agent',
      email: `${username}@${merchant.code.toLowerCase()}.example`,
      birthday: '1990-05-17',
      payeeName: 'Demo Agent Santos',
      paymentPasswordHash: payHash,
      clubLabel: 'VIP 5',
      affiliateCode: code,
      createdAt: now - 120 * 86_400_000,
      lastLoginAt: null,
    });
    if (agentId === undefined) throw new Error(`demo agent ${username} exists already`);
    const seed = Number.parseInt(tag, 16);
    const team = await seedFirstTeam(tx, {
      merchantId: merchant.id,
      agentId,
      agent: username,
      subAffiliateCode: `${code}S`,
      hash,
      now,
      rnd: seededRandom(seed),
      dividends: merchant.settings.agentDividends === true,
    });
    await seedWelcomeMessages(tx, agentId, now, await letterOffers(tx, merchant.id));
    // The opening balance every member of the demo starts with (step games.wallets).
    const house = await systemAccount(tx, merchant.id, 'HOUSE');
    for (const memberId of [agentId, ...team.values()]) {
      const wallet = await memberAccount(tx, memberId);
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
    }
    const c = await teamContext(tx, merchant.id, now, hash, seededRandom(seed * 31));
    await seedGrownTeam(c, agentId, username, `${code}L`, merchant.settings.agentDividends === true);
  });
  return username;
}

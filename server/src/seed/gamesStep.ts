/**
 * Seed steps of the games part: the catalogue with each merchant's hot list, banners and winners board, then
 * a welcome balance for every demo member (posted through the ledger from the merchant's HOUSE account, so the
 * books balance from the first entry).
 */
import type { Queryable } from '../db/index.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { postTransaction } from '../ledger/post.ts';
import { seedBanners } from './bannersSeed.ts';
import { seedCatalogue } from './gamesSeed.ts';
import { seedHotGames } from './hotGames.ts';
import type { SeedStep } from './step.ts';
import { seedWinners } from './winners.ts';

/** Opening balance of each seeded demo member (cents). */
export const OPENING_BALANCE_CENTS = 1_000_000;
/** Its memo in each language (transaction records show it). */
export const WELCOME_CREDIT: Record<string, string> = { EN: 'Welcome credit', TY: 'Credit sa pagsali', CN: '开户赠金' };

async function merchants(tx: Queryable): Promise<{ id: number; code: string }[]> {
  return tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
}

export const gamesCatalogueStep: SeedStep = {
  name: 'games.catalogue',
  async run(tx, ctx) {
    const games = await seedCatalogue(tx);
    for (const m of await merchants(tx)) {
      await seedHotGames(tx, m.id, m.code, games);
      await seedBanners(tx, m.id, m.code, ctx.now);
      await seedWinners(tx, m.id, m.code, games, ctx.now);
    }
  },
};

export const gamesWalletsStep: SeedStep = {
  name: 'games.wallets',
  demo: true,
  async run(tx, ctx) {
    for (const m of await merchants(tx)) {
      const house = await systemAccount(tx, m.id, 'HOUSE');
      await systemAccount(tx, m.id, 'PAYMENT');
      await systemAccount(tx, m.id, 'PAYOUT');
      const members = await tx.query<{ id: number }>('SELECT id FROM members WHERE merchant_id = $1 AND type <> 4 ORDER BY id', [m.id]);
      for (const member of members) {
        const wallet = await memberAccount(tx, member.id);
        await postTransaction(tx, {
          merchantId: m.id,
          memberId: member.id,
          kind: 'OPENING',
          amountCents: OPENING_BALANCE_CENTS,
          memo: 'Welcome credit',
          memoTexts: WELCOME_CREDIT,
          entries: [
            { accountId: house, cents: -OPENING_BALANCE_CENTS },
            { accountId: wallet, cents: OPENING_BALANCE_CENTS },
          ],
          now: ctx.now,
        });
      }
    }
  },
};

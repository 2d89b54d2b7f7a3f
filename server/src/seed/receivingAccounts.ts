/**
 * Each merchant's receiving account for manual bank transfers (table merchant_receiving_accounts): the account the
 * deposit screen tells members to pay to. Platform configuration, seeded in every mode; an operator's change is
 * never overwritten (ON CONFLICT DO NOTHING).
 */
import type { SeedStep } from './step.ts';

/** One receiving account as seeded. */
interface ReceivingAccountSeed {
  bankName: string;
  accountName: string;
  accountNo: string;
  branch: string;
}

const RECEIVING_ACCOUNTS: Record<string, ReceivingAccountSeed> = {
  LUCKY88: { bankName: 'Bank of China', accountName: 'LUCKY88 Entertainment Ltd', accountNo: '6217 0000 1088 8888', branch: 'Hong Kong Central' },
  ROYALPH: { bankName: 'BDO Unibank', accountName: 'RoyalPH Gaming Corp', accountNo: '0021 5550 7788', branch: 'Makati Ayala' },
};

export const receivingAccountsStep: SeedStep = {
  name: 'wallet.receivingAccounts',
  async run(tx) {
    const merchants = await tx.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY id');
    for (const m of merchants) {
      const a = RECEIVING_ACCOUNTS[m.code];
      if (!a) continue;
      await tx.query(
        `INSERT INTO merchant_receiving_accounts (merchant_id, bank_name, account_name, account_no, branch)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_id) DO NOTHING`,
        [m.id, a.bankName, a.accountName, a.accountNo, a.branch],
      );
    }
  },
};

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositReportResponse } from '../../../src/generated/api/depositReport.response.ts';
import type { WithdrawReportResponse } from '../../../src/generated/api/withdrawReport.response.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { renderApp } from '../../support/renderApp.tsx';

/** The money orders as a person reads them: each kind's own word for done, the channel by its name. */
afterEach(cleanup);

const rowsOf = async (testId: string) => {
  await waitFor(() => expect(screen.getByTestId(testId)).toBeTruthy());
  return within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
};

describe('order history', () => {
  it('a paid withdrawal says Paid, in every language, never Credited', async () => {
    const withdrawals: WithdrawReportResponse = {
      content: [{ orderNo: 'W20250103000002', amount: 300, status: 'SUCCESS', bankName: 'BDO Unibank', accountNo: '****5678', createdAt: 1735689600000 }],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    };
    for (const [language, paid, credited] of [
      ['EN', 'Paid', 'Credited'],
      ['TY', 'Nabayaran na', 'Naidagdag na'],
      ['CN', '已出款', '已到账'],
    ] as const) {
      await renderApp({ path: '/m/withdraw', session: 'member', language, fixtures: { ...matrixFixtures, withdrawReport: withdrawals } });
      const [row] = await rowsOf('withdraw-history');
      expect(row, language).toContain(paid);
      expect(row, language).not.toContain(credited);
      cleanup();
    }
  });

  it('a credited deposit still says Credited, with its channel by name, not its code', async () => {
    await renderApp({ path: '/m/voucherCenter', session: 'member', fixtures: matrixFixtures });
    const [credited, failed] = await rowsOf('deposit-history');
    expect(credited).toContain('Credited');
    expect(credited).toContain('Demo Pay (instant)');
    expect(credited).not.toContain('DEMOPAY');
    expect(failed).toContain('Demo Bank Transfer');
  });

  it("a rejected bank transfer says Rejected with the operator's reason, in every language; a failed payment stays Failed", async () => {
    const order = { channelCode: 'MANUAL', channelName: 'Manual bank transfer', amount: 600, createdAt: 1735689600000, completesAt: 1735689630000 };
    const deposits: DepositReportResponse = {
      content: [
        { ...order, orderNo: 'D20250101AAAA', status: 'FAILED', completedAt: null, promoId: null, bonus: null, reference: 'FT-600', reason: 'Amount differs' },
        {
          ...order,
          orderNo: 'D20250101BBBB',
          status: 'FAILED',
          completedAt: null,
          promoId: null,
          bonus: null,
          reference: null,
          channelCode: 'DEMOPAY',
          channelName: 'Demo Pay',
        },
      ],
      pageNum: 1,
      totalPages: 1,
      totalCount: 2,
    };
    for (const [language, rejected, reason, failed] of [
      ['EN', 'Rejected', 'Reason: Amount differs', 'Failed'],
      ['TY', 'Tinanggihan', 'Dahilan: Amount differs', 'Nabigo'],
      ['CN', '已拒绝', '原因：Amount differs', '失败'],
    ] as const) {
      await renderApp({ path: '/m/voucherCenter', session: 'member', language, fixtures: { ...matrixFixtures, depositReport: deposits } });
      const [transfer, payment] = await rowsOf('deposit-history');
      expect(transfer, language).toContain(rejected);
      expect(transfer, language).toContain(reason);
      expect(transfer, language).toContain('FT-600');
      expect(payment, language).toContain(failed);
      expect(payment, language).not.toContain(rejected);
      cleanup();
    }
  });
});

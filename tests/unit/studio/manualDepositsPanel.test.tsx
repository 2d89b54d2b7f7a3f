/** Manual deposits in the studio: the list with receipts, confirm after a dialog, reject with a reason, refusals in words. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManualDeposit } from '../../../src/generated/api/shapes/manualDeposit.ts';
import { OpsError } from '../../../src/studio/api/opsError.ts';
import { ManualDepositsPanel } from '../../../src/studio/ui/deposits/ManualDepositsPanel.tsx';
import { fakeOps } from './fakeOps.ts';

afterEach(cleanup);

const paidTo = { bankName: 'BDO Unibank', accountName: 'ROYALPH Gaming Inc', accountNo: '0012 3456 7890', branch: 'Makati' };
const deposit = (n: number, extra: Partial<ManualDeposit> = {}): ManualDeposit => ({
  orderNo: `D2026051200000000${n}`,
  username: `juan${n}`,
  amount: 1250.5,
  reference: `FT-${n}`,
  status: 'PENDING',
  createdAt: Date.UTC(2026, 4, 12, 14, 3),
  completedAt: null,
  reviewedAt: null,
  reviewedBy: null,
  reason: null,
  paidTo,
  receipt: { width: 640, height: 480 },
  ...extra,
});

function server(list: ManualDeposit[]) {
  const rows = [...list];
  const replace = (orderNo: string, change: Partial<ManualDeposit>) => {
    const i = rows.findIndex((r) => r.orderNo === orderNo);
    rows[i] = { ...rows[i], ...change };
    return rows[i];
  };
  return fakeOps({
    manualDepositList: () => ({ list: rows, pending: rows.filter((r) => r.status === 'PENDING').length, pageNum: 1, totalPages: 1 }),
    manualDepositConfirm: (input) => replace(input.orderNo, { status: 'SUCCESS', reviewedBy: 'ana', reviewedAt: 1 }),
    manualDepositReject: (input) => replace(input.orderNo, { status: 'FAILED', reviewedBy: 'ana', reviewedAt: 1, reason: input.reason }),
  });
}

describe('ManualDepositsPanel', () => {
  it('lists transfers with their receipt (alt text, opened large) and confirms one only after the dialog', async () => {
    const ops = server([deposit(1), deposit(2, { status: 'FAILED', reviewedBy: 'bo', reason: 'Not on the statement' })]);
    render(<ManualDepositsPanel ops={ops} brand="royal" />);
    const row = (await screen.findByRole('rowheader', { name: 'FT-1' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('juan1');
    expect(row.textContent).toContain('1,250.50');
    expect(row.textContent).toContain('BDO Unibank 0012 3456 7890');
    expect(screen.getByRole('status').textContent).toBe('1 waiting for a check.');
    expect(screen.getByRole('rowheader', { name: 'FT-2' }).closest('tr')?.textContent).toContain('Rejected by bo: Not on the statement');
    const thumb = within(row).getByRole('img', { name: 'Bank receipt of transfer FT-1 from juan1, reported as 1,250.50' });
    expect(thumb.getAttribute('src')).toBe('/ops/deposits/manual/receipt?brand=royal&orderNo=D20260512000000001');

    fireEvent.click(within(row).getByRole('button', { name: 'Open the receipt of FT-1 large' }));
    const large = screen.getByRole('dialog', { name: 'Receipt of transfer FT-1' });
    expect(within(large).getByRole('img').getAttribute('alt')).toContain('FT-1');
    fireEvent.click(within(large).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(row).getByRole('button', { name: 'Confirm FT-1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm transfer FT-1?' });
    expect(dialog.textContent).toContain("1,250.50 is credited to juan1's wallet");
    expect(ops.calls).not.toHaveBeenCalledWith('manualDepositConfirm', expect.anything());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and credit 1,250.50' })));
    expect(ops.calls).toHaveBeenCalledWith('manualDepositConfirm', { brand: 'royal', orderNo: 'D20260512000000001' });
    expect(screen.getByRole('status').textContent).toBe('Transfer FT-1 confirmed: 1,250.50 credited to juan1.');
    expect(screen.getByRole('rowheader', { name: 'FT-1' }).closest('tr')?.textContent).toContain('Confirmed by ana, credited');
    expect(screen.queryByRole('button', { name: 'Confirm FT-1' })).toBeNull();
  });

  it('rejects with the reason typed, refusing an empty one in words', async () => {
    const ops = server([deposit(3)]);
    render(<ManualDepositsPanel ops={ops} brand="royal" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject FT-3' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject transfer FT-3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject transfer FT-3' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Write the reason');
    expect(ops.calls).not.toHaveBeenCalledWith('manualDepositReject', expect.anything());
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason the member reads' }), { target: { value: ' Amount differs ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject transfer FT-3' })));
    expect(ops.calls).toHaveBeenCalledWith('manualDepositReject', { brand: 'royal', orderNo: 'D20260512000000003', reason: 'Amount differs' });
    expect(screen.getByRole('status').textContent).toBe('Transfer FT-3 rejected: juan3 reads "Amount differs".');
  });

  it('says when another operator decided first, and shows the list as it is now', async () => {
    const ops = fakeOps({
      manualDepositList: () => ({ list: [deposit(4)], pending: 1, pageNum: 1, totalPages: 1 }),
      manualDepositConfirm: () => {
        throw new OpsError(
          409,
          'deposit.manual.decided',
          'Transfer D20260512000000004 was already confirmed and credited: it is no longer pending. Reload the list.',
        );
      },
    });
    render(<ManualDepositsPanel ops={ops} brand="royal" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm FT-4' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm and credit 1,250.50' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('already confirmed and credited');
    expect(ops.calls.mock.calls.filter(([name]) => name === 'manualDepositList')).toHaveLength(2);
  });

  it('says a failed load in words with a retry', async () => {
    let fail = true;
    const ops = fakeOps({
      manualDepositList: () => {
        if (fail) throw new OpsError(403, 'operator.role.missing', 'This needs the publisher role on brand royal.');
        return { list: [], pending: 0, pageNum: 1, totalPages: 0 };
      },
    });
    render(<ManualDepositsPanel ops={ops} brand="royal" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This needs the publisher role on brand royal.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry loading the manual deposits' })));
    expect(screen.getByText('No manual bank transfers have been reported for royal.')).toBeTruthy();
    // A transfer reported meanwhile shows on a reload.
    ops.calls.mockImplementation(async () => ({ list: [deposit(5)], pending: 1, pageNum: 1, totalPages: 1 }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload the list' })));
    expect(screen.getByRole('rowheader', { name: 'FT-5' })).toBeTruthy();
  });
});

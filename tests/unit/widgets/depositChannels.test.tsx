import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp, settle } from '../../support/renderApp.tsx';

/**
 * The deposit form's manual bank transfer: the account to pay to with its copy buttons, the reference and receipt
 * checked before anything is sent, the receipt sent as its bytes in base64, and the reported transfer shown as
 * being checked, in the form and in the deposit history.
 */
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle(8);
};
const type = async (el: HTMLElement, value: string) => {
  await act(async () => void fireEvent.change(el, { target: { value } }));
};
const choose = async (el: HTMLElement, file: File) => {
  await act(async () => void fireEvent.change(el, { target: { files: [file] } }));
};
/** The first bytes of a PNG and a few more: the app checks only the declared type and size (the platform reads the bytes). */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('manual bank transfer', () => {
  it('shows the account to pay to, refuses a missing reference and receipt, and sends the receipt as base64', async () => {
    let reported: DepositOrder[] = [];
    const app = await renderApp({
      path: '/m/voucherCenter',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        manualTransfer: ({ input }) => {
          const order: DepositOrder = {
            orderNo: 'D20260115000009',
            channelCode: input.channelCode,
            channelName: 'Manual bank transfer',
            amount: input.amount,
            status: 'PENDING',
            createdAt: 0,
            completesAt: 30_000,
            completedAt: null,
            promoId: null,
            bonus: null,
            reference: input.reference,
          };
          reported = [order];
          return order;
        },
        depositReport: () => ({ content: reported, pageNum: 1, totalPages: 1, totalCount: reported.length }),
        depositStatus: () => reported[0],
      },
    });
    const copied: string[] = [];
    app.env.copyText = async (text) => void copied.push(text);
    await settle(8);
    const main = screen.getByRole('main');
    await click(within(main).getByRole('radio', { name: /Bank transfer \(manual\)/ }));
    const account = screen.getByTestId('manual-account');
    expect(account.textContent).toContain('6217 0000 1088 8888');
    await click(within(account).getByRole('button', { name: 'Copy Account number' }));
    expect(copied).toEqual(['6217 0000 1088 8888']);
    expect(within(main).queryByRole('group', { name: 'Promotion' }), 'no promotion with a manual transfer').toBeNull();

    await type(screen.getByRole('textbox', { name: /^Amount/ }), '800');
    await click(within(main).getByRole('button', { name: 'Submit transfer' }));
    expect(main.textContent).toContain('Enter the reference: 4 to 32 letters, digits or dashes');
    expect(main.textContent).toContain('Choose the receipt image');
    expect(callsTo(app.calls, 'manualTransfer')).toHaveLength(0);

    await type(screen.getByRole('textbox', { name: /^Transfer reference/ }), 'FT2026-0115');
    const receipt = screen.getByLabelText(/^Receipt image/);
    await choose(receipt, new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    await click(within(main).getByRole('button', { name: 'Submit transfer' }));
    expect(main.textContent).toContain('The receipt must be a PNG, JPG or WebP image');
    expect(callsTo(app.calls, 'manualTransfer')).toHaveLength(0);

    await choose(receipt, new File([PNG_BYTES], 'receipt.png', { type: 'image/png' }));
    await click(within(main).getByRole('button', { name: 'Submit transfer' }));
    await waitFor(() => expect(callsTo(app.calls, 'manualTransfer')).toHaveLength(1));
    const sent = callsTo(app.calls, 'manualTransfer')[0];
    expect(sent.body).toEqual({ channelCode: 'MANUAL', amount: 800, reference: 'FT2026-0115', receiptImage: Buffer.from(PNG_BYTES).toString('base64') });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('deposit-order')).getByRole('status').textContent).toBe('Transfer being checked'));
    expect(screen.getByTestId('deposit-order').textContent).toContain('FT2026-0115');
    await waitFor(() => expect(within(screen.getByTestId('deposit-history')).getAllByRole('listitem')[0].textContent).toContain('Transfer being checked'));
    expect(screen.getByTestId('deposit-history').textContent).toContain('Bank transfer (manual)');

    // An operator rejects it: the form's next check says so, with the reason.
    reported = [{ ...reported[0], status: 'FAILED', reason: 'No such transfer on the statement' }];
    await waitFor(() => expect(within(screen.getByTestId('deposit-order')).getByRole('status').textContent).toBe('Rejected'), { timeout: 10_000 });
    expect(screen.getByTestId('deposit-order').textContent).toContain('Reason: No such transfer on the statement');
  });
});

describe('e-wallet relays', () => {
  it('lists Alipay, QQ Wallet and WeChat Pay with their limits and deposits through the chosen one', async () => {
    const app = await renderApp({ path: '/m/voucherCenter', session: 'member', fixtures: matrixFixtures });
    await settle(8);
    const main = screen.getByRole('main');
    const channels = within(main).getByRole('group', { name: 'Payment channel' });
    expect(
      within(channels)
        .getByRole('radio', { name: /Alipay/ })
        .closest('label')?.textContent,
    ).toContain('50 – 20,000');
    expect(
      within(channels)
        .getByRole('radio', { name: /WeChat Pay/ })
        .closest('label')?.textContent,
    ).toContain('20 – 10,000');
    await click(within(channels).getByRole('radio', { name: /QQ Wallet/ }));
    // Only the presets within QQ Wallet's 10 – 5,000 are offered.
    const presets = within(main).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['100', '500', '1,000', '5,000']);
    await type(screen.getByRole('textbox', { name: /^Amount/ }), '6000');
    await click(within(main).getByRole('button', { name: 'Deposit' }));
    expect(main.textContent).toContain('Deposit between 10 and 5000');
    expect(callsTo(app.calls, 'depositRequest')).toHaveLength(0);
    await type(screen.getByRole('textbox', { name: /^Amount/ }), '300');
    await click(within(main).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(callsTo(app.calls, 'depositRequest')).toHaveLength(1));
    expect(callsTo(app.calls, 'depositRequest')[0].body).toMatchObject({ channelCode: 'QQPAY', amount: 300 });
  });
});

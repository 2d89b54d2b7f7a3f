import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { FIXED_NOW, renderApp } from '../../support/renderApp.tsx';
import { matrixFixtures } from '../../fixtures/api.ts';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};
afterEach(cleanup);

// A member without a number: binding one asks for the number, its country and the code sent to it.
const INFO = { id: 7, account: 'player01', nickname: '', type: 0, mobileNum: '', countryDialingCode: '', email: '' };

describe('binding a mobile number: the country codes come from the platform', () => {
  it('offers the platform codes with their names, the default chosen, and sends the chosen code', async () => {
    let refuse = true;
    const app = await renderApp({
      path: '/m/securityCenter',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        memberInfo: INFO,
        smsBind: ({ input }) =>
          refuse && input.countryDialingCode === '86'
            ? new PlatformError(400, 'mobile.country.unsupported', 'Mobile numbers with the code +86 are not accepted on this site.', {
                field: 'countryDialingCode',
              })
            : { expirationTime: FIXED_NOW + 300_000 },
      },
    });
    await settle();
    await click(screen.getByRole('button', { name: 'Bind Mobile number' }));
    const dialog = screen.getByRole('dialog');
    const select = within(dialog).getByLabelText('Country code') as HTMLSelectElement;
    expect(select.value).toBe('63');
    expect([...select.options].map((o) => o.textContent)).toEqual(['+63 Philippines', '+86 China']);
    fireEvent.change(select, { target: { value: '86' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), { target: { value: '13812345678' } });
    await click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(app.calls.find((c) => c.name === 'smsBind')?.body).toEqual({ mobileNum: '13812345678', countryDialingCode: '86' });
    expect(within(dialog).getByText('Numbers from this country are not accepted here. Choose another country code.')).toBeTruthy();
    refuse = false;
    fireEvent.change(select, { target: { value: '63' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Mobile number/ }), { target: { value: '9171234567' } });
    await click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(app.calls.filter((c) => c.name === 'smsBind').at(-1)?.body).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
  });
});

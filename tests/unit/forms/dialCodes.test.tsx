import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { input, renderForm } from './helpers.ts';

const F = 'register-form';
const optionsOf = (el: HTMLElement) => [...(el as HTMLSelectElement).options].map((o) => [o.value, o.textContent, o.title]);

afterEach(cleanup);

describe('dialing codes come from the platform (countryList), not the documents', () => {
  it('offers the codes the platform takes, its default chosen, and sends the chosen one', async () => {
    const app = await renderForm('/m/register', {
      fixtures: {
        countryList: {
          defaultCountryDialingCode: '86',
          list: [
            { countryCode: 'PH', dialingCode: '63', name: 'Philippines' },
            { countryCode: 'CN', dialingCode: '86', name: 'China' },
          ],
        },
        smsRegister: { expirationTime: Date.now() + 60_000 },
      },
    });
    await act(async () => void fireEvent.click(screen.getByTestId('tab-mobile')));
    const select = input(F, 'countryDialingCode');
    await waitFor(() => expect(select).toHaveProperty('value', '86'));
    expect(optionsOf(select)).toEqual([
      ['63', '+63', 'Philippines'],
      ['86', '+86', 'China'],
    ]);
    expect(app.calls.filter((c) => c.name === 'countryList')).toHaveLength(1);
    fireEvent.change(select, { target: { value: '63' } });
    fireEvent.change(input(F, 'mobileNum'), { target: { value: '9171234567' } });
    await act(async () => void fireEvent.click(screen.getByTestId('get-code')));
    await waitFor(() => expect(app.calls.find((c) => c.name === 'smsRegister')?.body).toEqual({ mobileNo: '9171234567', countryDialingCode: '63' }));
  });

  it('a site that takes +63 only offers +63 alone (royal), whatever a remembered login said', async () => {
    window.localStorage.setItem('remPass', JSON.stringify({ type: 'sms', username: '9171234567', countryDialingCode: '86' }));
    await renderForm('/m/login', {
      fixtures: { countryList: { defaultCountryDialingCode: '63', list: [{ countryCode: 'PH', dialingCode: '63', name: 'Pilipinas' }] } },
    });
    await act(async () => void fireEvent.click(screen.getByTestId('tab-sms')));
    const select = document.querySelector('select[name="countryDialingCode"]') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('63'));
    expect(optionsOf(select)).toEqual([['63', '+63', 'Pilipinas']]);
    window.localStorage.removeItem('remPass');
  });
});

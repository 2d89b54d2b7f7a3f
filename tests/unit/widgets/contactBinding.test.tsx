import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { FIXED_NOW, renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const fill = (dialog: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(name, { exact: false }), { target: { value } });
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
  await settle();
};

afterEach(cleanup);

const INFO = { id: 7, account: 'player01', nickname: '', type: 0, mobileNum: '63******0001', countryDialingCode: '63', email: '' };

async function open(fixtures: Fixtures, button: string, title: string) {
  const app = await renderApp({ path: '/m/securityCenter', session: 'member', fixtures: { ...matrixFixtures, memberInfo: INFO, ...fixtures } });
  await settle();
  await click(screen.getByRole('button', { name: button }));
  return { app, dialog: screen.getByRole('dialog', { name: title }) };
}

describe('contact binding', () => {
  it('changing a bound number asks the login password and the code sent to it, and says each refusal at its field', async () => {
    let answer: PlatformError | boolean = new PlatformError(400, 'password.old.err', 'The login password is incorrect.');
    const { app, dialog } = await open(
      {
        oldContactCode: { expirationTime: FIXED_NOW + 300_000, recipient: '63******0001' },
        smsBind: { expirationTime: FIXED_NOW + 300_000 },
        bindMobile: () => answer,
      },
      'Change Mobile number',
      'Change mobile number',
    );
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Enter your login password')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'bindMobile')).toBe(false);

    await click(within(dialog).getByRole('button', { name: 'Get code, for 63******0001' }));
    expect(app.calls.find((c) => c.name === 'oldContactCode')?.body).toEqual({ kind: 'mobile' });
    // The countdown follows the code's answer, which a busy machine may deliver a few ticks after the click settled
    // (and it may have ticked once or twice by the time it is read): it starts from 60.
    const countdown = await within(dialog).findByRole('button', { name: /^\d+ s, for 63\*{6}0001$/ });
    expect(countdown).toHaveProperty('disabled', true);
    expect(Number.parseInt(countdown.textContent ?? '', 10)).toBeGreaterThanOrEqual(55);
    fill(dialog, 'Login password', 'wrong-one');
    fill(dialog, 'Code sent to 63******0001', '111111');
    fill(dialog, 'New mobile number', '9185550002');
    await click(within(dialog).getByRole('button', { name: 'Get code' }));
    fill(dialog, 'Verification code', '222222');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const password = within(dialog).getByLabelText('Login password', { exact: false });
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toContain('This login password is not correct');
    expect(document.activeElement).toBe(password);

    answer = new PlatformError(400, 'contact.old.code.err', 'The code for your current mobile number is wrong.');
    fill(dialog, 'Login password', 'demo1234');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const old = within(dialog).getByLabelText('Code sent to 63******0001', { exact: false });
    expect(document.getElementById(old.getAttribute('aria-describedby') ?? '')?.textContent).toContain('This code is wrong or has expired');
    expect(document.activeElement).toBe(old);

    answer = new PlatformError(409, 'mobile.exists', 'This mobile number is already registered.');
    fill(dialog, 'Code sent to 63******0001', '333333');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('This number belongs to another account. Use a different number.')).toBeTruthy();

    answer = true;
    fill(dialog, 'New mobile number', '9185550003');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(app.calls.filter((c) => c.name === 'bindMobile').at(-1)?.body).toEqual({
      mobileNum: '9185550003',
      countryDialingCode: '63',
      verificationCode: '222222',
      loginPassword: 'demo1234',
      oldVerificationCode: '333333',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('binding a first address asks only for the address and its code', async () => {
    const { app, dialog } = await open({ emailCode: { expirationTime: FIXED_NOW + 600_000 }, updateEmail: true }, 'Bind E-mail', 'Bind an e-mail address');
    expect(within(dialog).queryByLabelText('Login password', { exact: false })).toBeNull();
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Tap Get code, then enter the code we send')).toBeTruthy();
    fill(dialog, /^E-mail address/, 'me@example.com');
    await click(within(dialog).getByRole('button', { name: 'Get code' }));
    fill(dialog, 'Verification code', '123456');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(app.calls.find((c) => c.name === 'updateEmail')?.body).toEqual({ email: 'me@example.com', verificationCode: '123456' });
  });
});

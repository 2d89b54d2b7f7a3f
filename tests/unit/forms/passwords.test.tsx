import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { loadRemembered, saveRemembered } from '../../../src/domain/account/remembered.ts';
import { errorText, input, renderForm, submit, type } from './helpers.ts';
import { READING_MS } from '../../../src/renderer/noticeDuration.ts';

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

describe('change password', () => {
  const F = 'changePsw-form';
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it('username read-only; old password asked without a remembered one; equal passwords open the notice and send nothing', async () => {
    const app = await renderForm('/m/changePsw', { session: 'member' });
    expect(input(F, 'username').value).toBe('player01');
    expect(input(F, 'username').readOnly).toBe(true);
    await type(F, 'oldPassword', 'abc12345');
    await type(F, 'password', 'abc12345');
    await type(F, 'confirmPassword', 'abc12345');
    await submit('changePsw.form');
    expect(screen.getByTestId('form-notice').textContent).toContain('The new password is the same as the old password');
    expect(app.calls.some((c) => c.name === 'changePassword')).toBe(false);
  });

  it("confirm: 'Please enter your password' when empty, 'confirmation incorrect' when different", async () => {
    await renderForm('/m/changePsw', { session: 'member' });
    await type(F, 'password', 'abc12345');
    await type(F, 'confirmPassword', '');
    expect(errorText(F, 'confirmPassword')).toBe('Please enter your password');
    await type(F, 'confirmPassword', 'abc1234');
    expect(errorText(F, 'confirmPassword')).toBe('Password confirmation is incorrect');
  });

  it('always asks the old password; success: changes saved 1 s, nothing stored by the app, home after 1 s', async () => {
    saveRemembered(localStorage, { type: 'username', username: 'player01', countryDialingCode: '' });
    const app = await renderForm('/m/changePsw', { session: 'member', fixtures: { changePassword: true } });
    await type(F, 'oldPassword', 'old12345');
    await type(F, 'password', 'new12345');
    await type(F, 'confirmPassword', 'new12345');
    await submit('changePsw.form');
    expect(app.calls.find((c) => c.name === 'changePassword')?.body).toEqual({
      oldPassword: 'old12345',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(app.store.getState().toasts.find((t) => t.messageKey === 'changes_saved')?.durationMs).toBe(READING_MS.success);
    expect(loadRemembered(localStorage)).toEqual({ type: 'username', username: 'player01', countryDialingCode: '' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('new12345');
    expect(app.navigations).not.toContain('/m/home');
    await act(async () => new Promise((r) => setTimeout(r, 1050)));
    await settle();
    expect(app.navigations.at(-1)).toBe('/m/home');
  });

  it('a wrong old password is said under the old password, which gets focus, until it is changed', async () => {
    const app = await renderForm('/m/changePsw', {
      session: 'member',
      fixtures: { changePassword: () => new PlatformError(400, 'password.old.err', 'The old password is incorrect.') },
    });
    await type(F, 'oldPassword', 'abc12345');
    await type(F, 'password', 'new12345');
    await type(F, 'confirmPassword', 'new12345');
    await submit('changePsw.form');
    expect(errorText(F, 'oldPassword')).toBe('The old password is incorrect');
    expect(input(F, 'oldPassword').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(F, 'oldPassword'));
    expect(app.store.getState().toasts.filter((t) => t.kind !== 'loading')).toEqual([]);
    expect(app.navigations).toEqual([]);
    // Editing another field leaves it; correcting the old password answers it.
    await type(F, 'password', 'new123456');
    await type(F, 'confirmPassword', 'new123456');
    expect(errorText(F, 'oldPassword')).toBe('The old password is incorrect');
    await type(F, 'oldPassword', 'abc123456');
    expect(errorText(F, 'oldPassword')).toBeNull();
  });

  it("a refusal of no field is said under the form in the platform's words, and a lost connection as such", async () => {
    let answer = new PlatformError(403, 'member.frozen', 'This account is frozen: please contact support.');
    await renderForm('/m/changePsw', { session: 'member', fixtures: { changePassword: () => answer } });
    await type(F, 'oldPassword', 'abc12345');
    await type(F, 'password', 'new12345');
    await type(F, 'confirmPassword', 'new12345');
    await submit('changePsw.form');
    expect(screen.getByRole('alert').textContent).toBe('This account is frozen: please contact support.');
    answer = new PlatformError(0, 'network.offline', '');
    await submit('changePsw.form');
    expect(screen.getByRole('alert').textContent).toBe('You are offline, please check your network connection');
    // Any change to the form answers a refusal of the whole form.
    await type(F, 'password', 'new123456');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has a back arrow', async () => {
    await renderForm('/m/changePsw', { session: 'member' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('forgot password', () => {
  afterEach(cleanup);

  it('set password by phone: submit disabled until touched and valid; modify.new.old.same clears the password, other failures the code', async () => {
    const F = 'forget-setPassword';
    let answer: PlatformError = new PlatformError(400, 'modify.new.old.same', 'same');
    const app = await renderForm('/m/forget', { fixtures: { setPasswordByPhone: () => answer } });
    const button = () => screen.getByTestId('forget.setPassword').querySelector('button[type=submit]') as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    await type(F, 'mobileNum', '9171234567');
    await type(F, 'verificationCode', '1234');
    expect(button().disabled).toBe(true);
    await type(F, 'password', 'abc12345');
    expect(button().disabled).toBe(false);
    await act(async () => void fireEvent.click(button()));
    await settle();
    expect(app.calls.find((c) => c.name === 'setPasswordByPhone')?.body).toEqual({
      newPassword: 'abc12345',
      mobileNum: '9171234567',
      verificationCode: '1234',
      countryDialingCode: '63',
    });
    expect(input(F, 'password').value).toBe('');
    expect(input(F, 'verificationCode').value).toBe('1234');
    answer = new PlatformError(400, 'sms.code.err', 'bad code');
    await type(F, 'password', 'abc12345');
    await act(async () => void fireEvent.click(button()));
    await settle();
    expect(input(F, 'verificationCode').value).toBe('');
    expect(input(F, 'password').value).toBe('abc12345');
  });

  it('set password success logs in with the mobile number', async () => {
    const F = 'forget-setPassword';
    const app = await renderForm('/m/forget', {
      fixtures: { setPasswordByPhone: true, login: { token: 'tk', id: 3, userName: 'demo2', customerType: 2, type: 2, firstTimeLogin: false } },
    });
    await type(F, 'mobileNum', '9171234567');
    await type(F, 'verificationCode', '1234');
    await type(F, 'password', 'abc12345');
    await submit('forget.setPassword');
    expect(app.calls.find((c) => c.name === 'login')?.body).toEqual({ username: '9171234567', password: 'abc12345', type: 'username' });
    expect(app.store.getState().session).toMatchObject({ userName: 'demo2', type: 2 });
    expect(app.navigations.at(-1)).toBe('/m/home');
  });

  it('with CHNGPASSVERIF3 recovery is fixed to phone: no toggle, no e-mail form', async () => {
    await renderForm('/m/forget');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.getElementById('forget-email_email')).toBeNull();
    expect(screen.getByTestId('forget.recovery.panel-phone').hidden).toBe(false);
  });

  it('without CHNGPASSVERIF3 e-mail is the default with a toggle to phone', async () => {
    await renderForm('/m/forget', { state: { platformFlags: { MOBILEVERCODELOGIN3: true } } });
    expect(screen.getByRole('tab', { name: 'By email' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('forget.recovery.panel-email').hidden).toBe(false);
    expect(screen.getByTestId('forget.recovery.panel-phone').hidden).toBe(true);
    // The phone panel is drawn the first time its tab is chosen, not with the first screen.
    expect(document.getElementById('forget-setPassword_mobileNum')).toBeNull();
    fireEvent.change(input('forget-email', 'email'), { target: { value: 'kept@example.com' } });
    await act(async () => void fireEvent.click(screen.getByRole('tab', { name: 'By phone' })));
    expect(screen.getByTestId('forget.recovery.panel-email').hidden).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'By phone' }).contains(document.getElementById('forget-setPassword_mobileNum'))).toBe(true);
    // Back on e-mail, what was typed there is still there: a panel once drawn stays mounted.
    await act(async () => void fireEvent.click(screen.getByRole('tab', { name: 'By email' })));
    expect(input('forget-email', 'email').value).toBe('kept@example.com');
    expect(document.getElementById('forget-setPassword_mobileNum')).not.toBeNull();
  });

  it("without CHNGPASSVERIF3 recovery by e-mail is offered: 'email incorrect', then a trimmed form-encoded request", async () => {
    const F = 'forget-email';
    const app = await renderForm('/m/forget', { state: { platformFlags: { MOBILEVERCODELOGIN3: true } }, fixtures: { forgotPasswordEmail: true } });
    await type(F, 'username', 'player01');
    await type(F, 'email', 'player01@');
    expect(errorText(F, 'email')).toBe('Email address is incorrect');
    await type(F, 'email', ' player01@mail.com ');
    await submit('forget.email');
    expect(app.calls.find((c) => c.name === 'forgotPasswordEmail')?.body).toEqual({ username: 'player01', email: 'player01@mail.com' });
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('been_out');
  });
});

describe('free play', () => {
  afterEach(cleanup);

  it('loading notice, freeplay call, trial session type 4 with trialName, then home', async () => {
    sessionStorage.clear();
    const app = await renderForm('/m/trail', { fixtures: { freePlay: { token: 'tt', id: 5, userName: 'TRY00000001', customerType: 4, type: 4 } } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Start free play' })));
    await settle();
    expect(app.store.getState().session).toMatchObject({ token: 'tt', type: 4, userName: 'TRY00000001' });
    expect(sessionStorage.getItem('trialName')).toBe('TRY00000001');
    expect(app.navigations.at(-1)).toBe('/m/home');
  });

  it('a signed-in real account gets free_reject', async () => {
    const app = await renderForm('/m/trail', { session: 'member' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Start free play' })));
    await settle();
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toEqual(['free_reject']);
    expect(app.calls.some((c) => c.path.includes('freeplay'))).toBe(false);
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import en from '../../../screens/_base/locales/en.json';
import { errorText, input, renderForm, submit, type } from './helpers.ts';

const F = 'login-form';
const OK = { token: 't0k3n', id: 7, userName: 'player01', customerType: 0, type: 0, firstTimeLogin: true };

describe('login form', () => {
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends nothing for an invalid form, shows every error and focuses the first invalid field', async () => {
    const app = await renderForm('/m/login');
    await submit('login.form');
    expect(app.calls.filter((c) => c.name === 'login')).toEqual([]);
    expect(document.activeElement).toBe(input(F, 'username'));
    expect(errorText(F, 'username')).toBe('Account must be 4-20 letters or digits, starting with a letter');
    expect(errorText(F, 'password')).toBe('Password must be 6-20 characters with letters and digits');
    expect(input(F, 'password').getAttribute('aria-describedby')).toBe(`${F}_password__error`);
    expect(input(F, 'password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an error only after the field is touched, then live', async () => {
    await renderForm('/m/login');
    await type(F, 'username', 'ab', false);
    expect(errorText(F, 'username')).toBeNull();
    await act(async () => void fireEvent.blur(input(F, 'username')));
    expect(errorText(F, 'username')).not.toBeNull();
    await type(F, 'username', 'abcd', false);
    expect(errorText(F, 'username')).toBeNull();
  });

  it('logs in: payload, MC_SESSION_INFO with the spec fields, then home; the box is unticked and nothing is remembered', async () => {
    const app = await renderForm('/m/login', { fixtures: { login: OK } });
    expect(input(F, 'remember').checked).toBe(false);
    await type(F, 'username', 'player01');
    await type(F, 'password', 'secret99');
    await submit('login.form');
    expect(app.calls.find((c) => c.name === 'login')?.body).toEqual({ username: 'player01', password: 'secret99', captcha: '', type: 'username' });
    expect(app.store.getState().session).toEqual({ token: 't0k3n', merchantCode: 'LUCKY88', userName: 'player01', type: 0, firstTimeLogin: true, id: 7 });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toMatchObject({ token: 't0k3n', merchantCode: 'LUCKY88', type: 0 });
    expect(localStorage.getItem('remPass')).toBeNull();
    expect(app.navigations.at(-1)).toBe('/m/home');
  });

  it('the remember box keeps the account name and dialing code only, never the password', async () => {
    await renderForm('/m/login', { fixtures: { login: OK } });
    await act(async () => void fireEvent.click(input(F, 'remember')));
    await type(F, 'username', 'player01');
    await type(F, 'password', 'secret99');
    await submit('login.form');
    const stored = localStorage.getItem('remPass') ?? '';
    expect(JSON.parse(stored)).toEqual({ type: 'username', username: 'player01', countryDialingCode: '' });
    expect(stored).not.toContain('secret99');
    expect(stored).not.toContain(btoa('secret99'));
    expect(localStorage.getItem('sass')).toBeNull();
  });

  it('unticking the remember box drops the remembered login', async () => {
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'old', countryDialingCode: '' }));
    await renderForm('/m/login', { fixtures: { login: OK } });
    expect(input(F, 'remember').checked).toBe(true);
    await act(async () => void fireEvent.click(input(F, 'remember')));
    await type(F, 'username', 'player01');
    await type(F, 'password', 'secret99');
    await submit('login.form');
    expect(localStorage.getItem('remPass')).toBeNull();
  });

  it('fills the remembered account but no password; the SMS tab only with MOBILEVERCODELOGIN3 and then the number', async () => {
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'player01', countryDialingCode: '' }));
    await renderForm('/m/login');
    expect(input(F, 'username').value).toBe('player01');
    expect(input(F, 'password').value).toBe('');
    expect(screen.getByTestId('tab-sms')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByTestId('tab-sms')));
    expect(input(F, 'mobileNum').value).toBe('');
    expect(input(F, 'verificationCode')).toBeTruthy();
  });

  it('clears a remembered entry of earlier versions, which carried an encoded password', async () => {
    localStorage.setItem('sass', 'S');
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'player01', password: btoa(btoa('pw1234S')), countryDialingCode: '' }));
    await renderForm('/m/login');
    expect(input(F, 'username').value).toBe('');
    expect(input(F, 'password').value).toBe('');
    expect(localStorage.getItem('remPass')).toBeNull();
    expect(localStorage.getItem('sass')).toBeNull();
  });

  it('hides the SMS tab without the flag', async () => {
    await renderForm('/m/login', { state: { platformFlags: {} } });
    expect(screen.queryByTestId('tab-sms')).toBeNull();
  });

  it('a failed login asking for a captcha reveals it and loads an image; "enter the code" when empty', async () => {
    const app = await renderForm('/m/login', {
      fixtures: { login: () => new PlatformError(400, 'login.cred.err', 'bad', { captcha: true }) },
    });
    expect(document.getElementById(`${F}_captcha`)).toBeNull();
    await type(F, 'username', 'player01');
    await type(F, 'password', 'wrong99');
    await submit('login.form');
    expect(input(F, 'captcha')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'captcha')).toBe(true);
    expect(screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('login_cred_err');
    await submit('login.form');
    expect(errorText(F, 'captcha')).toBe(en.enter_the_code);
  });

  it("too many attempts: says when to try again in the user's language and holds the submit button until then", async () => {
    const app = await renderForm('/m/login', {
      fixtures: { login: () => new PlatformError(429, 'request.too.many', 'Too many attempts', { retryAfter: 42 }) },
    });
    await type(F, 'username', 'player01');
    await type(F, 'password', 'wrong99');
    await submit('login.form');
    const toast = app.store.getState().toasts.find((t) => t.messageKey === 'too_many_wait');
    expect(toast?.values).toEqual({ wait: 'in 42 seconds' });
    const button = screen.getByRole('button', { name: 'Try again in 42 s' });
    expect(button).toHaveProperty('disabled', true);
    // What the member typed stays.
    expect(input(F, 'username').value).toBe('player01');
    expect(input(F, 'password').value).toBe('wrong99');
    await submit('login.form');
    expect(app.calls.filter((c) => c.name === 'login')).toHaveLength(1);
  });

  it('re-validates filled fields 200 ms after a language change, in the new language', async () => {
    const app = await renderForm('/m/login');
    await type(F, 'username', 'ab', false);
    expect(errorText(F, 'username')).toBeNull();
    // The form's clock, not the machine's: a busy machine may take longer than 200 ms between two lines.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        app.store.update((s) => {
          s.language = 'TY';
        });
      });
      await act(async () => vi.advanceTimersByTime(199));
      expect(errorText(F, 'username')).toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(errorText(F, 'username')).toBe(en.reg_pattern_account.replace('{{min}}', '4').replace('{{max}}', '20'));
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedApp } from '../../support/renderApp.tsx';
import { LUCKY_FLAGS } from './fixtures.ts';
import { errorText, input, renderForm, submit, type } from './helpers.ts';

/** LUCKY88 without CHNGPASSVERIF3: recovery by e-mail by default, with a toggle to phone. */
const EMAIL_FLAGS = { ...LUCKY_FLAGS, CHNGPASSVERIF3: false };
const SESSION = { token: 'tk', id: 3, userName: 'demo2', customerType: 2, type: 2, firstTimeLogin: false };

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};

/** Taps login's "Forgot password" and lets the dialog's widgets and rules load. */
async function openReset(): Promise<HTMLElement> {
  const link = within(screen.getByTestId('login.forgot')).getByRole('button');
  link.focus();
  await act(async () => void fireEvent.click(link));
  await settle();
  return screen.getByRole('dialog', { name: 'Forgot password' });
}

const onLogin = (app: RenderedApp) => app.container.querySelector('[data-screen]')?.getAttribute('data-screen') === 'login';

describe("login's forgot-password link opens the reset dialog over the login screen", () => {
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is a modal dialog with focus inside; Escape closes it and focus returns to the link; nothing navigates', async () => {
    const app = await renderForm('/m/login');
    const dialog = await openReset();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(app.store.getState().popups).toEqual(['resetPassword']);
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(onLogin(app)).toBe(true);
    await act(async () => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(screen.getByTestId('login.forgot')).getByRole('button'));
    expect(app.navigations).toEqual([]);
  });

  it('the close button closes it', async () => {
    await renderForm('/m/login');
    const dialog = await openReset();
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the /m/forget recovery nodes: with CHNGPASSVERIF3 fixed to phone, no toggle', async () => {
    await renderForm('/m/login');
    const dialog = await openReset();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(dialog.contains(document.getElementById('forget-setPassword_mobileNum'))).toBe(true);
    expect(document.getElementById('forget-email_email')).toBeNull();
  });

  it("without the flag: e-mail by default with a toggle, 'email incorrect', success message, then the dialog closes", async () => {
    const app = await renderForm('/m/login', { state: { platformFlags: EMAIL_FLAGS }, fixtures: { forgotPasswordEmail: true } });
    const dialog = await openReset();
    expect(within(dialog).getByRole('tab', { name: 'By email' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByTestId('forget.recovery.panel-phone').hidden).toBe(true);
    await type('forget-email', 'username', 'player01');
    await type('forget-email', 'email', 'player01@');
    expect(errorText('forget-email', 'email')).toBe('Email address is incorrect');
    await type('forget-email', 'email', 'player01@mail.com');
    await submit('forget.email');
    expect(app.calls.find((c) => c.name === 'forgotPasswordEmail')?.body).toEqual({ username: 'player01', email: 'player01@mail.com' });
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('been_out');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => new Promise((r) => setTimeout(r, 1550)));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onLogin(app)).toBe(true);
    expect(app.navigations).toEqual([]);
  });

  it('the toggle switches to phone; setting the password by phone signs in and lands on home without the dialog', async () => {
    const app = await renderForm('/m/login', {
      state: { platformFlags: EMAIL_FLAGS },
      fixtures: { setPasswordByPhone: true, login: SESSION },
    });
    const dialog = await openReset();
    await act(async () => void fireEvent.click(within(dialog).getByRole('tab', { name: 'By phone' })));
    expect(within(dialog).getByTestId('forget.recovery.panel-email').hidden).toBe(true);
    await type('forget-setPassword', 'mobileNum', '9171234567');
    await type('forget-setPassword', 'verificationCode', '1234');
    await type('forget-setPassword', 'password', 'abc12345');
    await submit('forget.setPassword');
    expect(app.store.getState().session).toMatchObject({ userName: 'demo2' });
    expect(app.navigations.at(-1)).toBe('/m/home');
    expect(app.store.getState().popups).toEqual([]);
  });

  it('/m/forget keeps working on its own: success goes back instead', async () => {
    const app = await renderForm('/m/forget', { state: { platformFlags: EMAIL_FLAGS }, fixtures: { forgotPasswordEmail: true } });
    expect(input('forget-email', 'username')).toBeTruthy();
    await type('forget-email', 'username', 'player01');
    await type('forget-email', 'email', 'player01@mail.com');
    await submit('forget.email');
    expect(onLogin(app)).toBe(false);
    await act(async () => new Promise((r) => setTimeout(r, 1550)));
    await settle();
    // No history in the test router: back falls back to /m/login.
    expect(onLogin(app)).toBe(true);
  });
});

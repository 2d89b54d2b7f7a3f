import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpsClient } from '../../../src/studio/api/opsClient.ts';
import { OFFLINE, OpsError } from '../../../src/studio/api/opsError.ts';
import { SignInPage } from '../../../src/studio/signin/SignInPage.tsx';

const session = (mustChangePassword: boolean, totp = false) => ({
  id: 1,
  username: 'ana',
  roles: [],
  csrfToken: 'c',
  mustChangePassword,
  totp,
  idleExpiresAt: 2,
  expiresAt: 3,
});
const noSession = () => new OpsError(401, 'operator.session.none', 'Sign in as an operator first.');

/** A client whose answers the test sets; records calls. */
function fakeClient(o: { login?: OpsClient['login']; call?: OpsClient['call']; refresh?: OpsClient['refreshSession'] }): OpsClient {
  return {
    call: o.call ?? (vi.fn() as unknown as OpsClient['call']),
    session: null,
    login: o.login ?? vi.fn(),
    logout: vi.fn(),
    refreshSession: o.refresh ?? (() => Promise.reject(noSession())),
    isSessionLost: () => false,
  };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe("the studio's sign-in page", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('signs in with name and password, with the autocomplete a password manager reads, then opens the studio', async () => {
    const login = vi.fn(async () => session(false));
    const goToStudio = vi.fn();
    render(<SignInPage client={fakeClient({ login })} goToStudio={goToStudio} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to the studio' })).toBeTruthy();
    expect(screen.getByLabelText('Operator name').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText('One-time code')).toBeNull();
    type('Operator name', ' ana ');
    type('Password', 'secret words here');
    await submit('Sign in');
    expect(login).toHaveBeenCalledWith({ username: 'ana', password: 'secret words here' });
    expect(goToStudio).toHaveBeenCalledOnce();
  });

  it('says a failure in words at the form, then asks for the one-time code too', async () => {
    const login = vi.fn(async () => {
      throw new OpsError(401, 'operator.login.failed', 'Sign-in failed: check the name, the password and the code.');
    });
    render(<SignInPage client={fakeClient({ login })} goToStudio={vi.fn()} />);
    await screen.findByLabelText('Operator name');
    type('Operator name', 'ana');
    type('Password', 'wrong');
    await submit('Sign in');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(/the name, the password or the one-time code is not right/).length).toBeGreaterThan(0);
    const code = screen.getByLabelText('One-time code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    type('One-time code', '123 456');
    await submit('Sign in');
    expect(login).toHaveBeenLastCalledWith({ username: 'ana', password: 'wrong', totp: '123456' });
  });

  it('says when to try again after too many tries, and when the server cannot be reached', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new OpsError(429, 'request.too.many', 'Too many attempts, please try again later.', { retryAfter: 8 }))
      .mockRejectedValueOnce(new OpsError(0, OFFLINE, 'offline'));
    render(<SignInPage client={fakeClient({ login })} goToStudio={vi.fn()} />);
    await screen.findByLabelText('Operator name');
    type('Operator name', 'ana');
    type('Password', 'pw');
    await submit('Sign in');
    expect(screen.getByRole('alert').textContent).toContain('Wait 8 seconds');
    await submit('Sign in');
    expect(screen.getByRole('alert').textContent).toMatch(/offline/);
  });

  it('asks a one-time password account for a new password, typed twice, and then opens the studio', async () => {
    const call = vi.fn(async () => session(false));
    const goToStudio = vi.fn();
    render(<SignInPage client={fakeClient({ login: async () => session(true), call: call as unknown as OpsClient['call'] })} goToStudio={goToStudio} />);
    await screen.findByLabelText('Operator name');
    type('Operator name', 'ana');
    type('Password', 'one-time-pw');
    await submit('Sign in');
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    type('New password', 'correct horse battery staple');
    type('New password again', 'correct horse battery stapler');
    await submit('Save the new password');
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password again').getAttribute('aria-invalid')).toBe('true');
    type('New password again', 'correct horse battery staple');
    await submit('Save the new password');
    expect(call).toHaveBeenCalledWith('operatorPasswordChange', { currentPassword: 'one-time-pw', newPassword: 'correct horse battery staple' });
    expect(goToStudio).toHaveBeenCalledOnce();
  });

  it('goes straight to the password step for a live session that still has its one-time password', async () => {
    render(<SignInPage client={fakeClient({ refresh: async () => session(true) })} goToStudio={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    // The one-time password is asked here, as the page was reloaded since it was typed.
    expect(screen.getByLabelText('One-time password')).toBeTruthy();
  });
});

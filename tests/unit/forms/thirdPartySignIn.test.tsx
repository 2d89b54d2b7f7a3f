import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignInServices } from '../../../src/app/startSignIn.ts';
import type { SignInService } from '../../../src/core/signIn.ts';
import type { AppState } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import type { RenderedApp } from '../../support/renderApp.tsx';
import { LUCKY_FLAGS } from './fixtures.ts';
import { renderForm } from './helpers.ts';

const SOCIAL = { ...LUCKY_FLAGS, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
const SESSION = { token: 'f'.repeat(64), id: 12, userName: 'fbuser', customerType: 0, type: 0, firstTimeLogin: false };

/** A stand-in for a provider SDK wrapper: initialises at once, signs in with a fixed answer. */
function fakeService(answer: typeof SESSION | null = SESSION): SignInService & { signIn: ReturnType<typeof vi.fn> } {
  return { init: vi.fn(async () => true), signIn: vi.fn(async () => answer) };
}

const buttons = () => ['facebook', 'google'].flatMap((p) => ['login', 'register'].map((s) => `${s}.${p}`)).filter((id) => screen.queryByTestId(id));

async function ready(app: RenderedApp, services: Parameters<typeof startSignInServices>[0], flags: Record<string, boolean> = SOCIAL): Promise<void> {
  await act(async () => startSignInServices(services, flags, app.store, () => undefined));
}

describe('Facebook and Google sign-in: the flag and an initialised third-party sign-in service', () => {
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('with the flags on but no service (this build) the buttons never show, on login or register', async () => {
    await renderForm('/m/login', { state: { platformFlags: SOCIAL } });
    expect(buttons()).toEqual([]);
    cleanup();
    const app = await renderForm('/m/register', { state: { platformFlags: SOCIAL } });
    expect(buttons()).toEqual([]);
    // Readiness is data: the context fact alone (set as a service would) shows them.
    await act(async () => app.store.update((s) => void (s.signIn = { facebook: true, google: true })));
    expect(buttons().sort()).toEqual(['register.facebook', 'register.google']);
  });

  it('a service that initialises shows its provider button where the flag is on; the other provider stays hidden', async () => {
    const google = fakeService();
    const app = await renderForm('/m/login', { state: { platformFlags: SOCIAL }, signIn: { google } });
    expect(buttons()).toEqual([]);
    await ready(app, { google });
    expect(google.init).toHaveBeenCalledTimes(1);
    expect(buttons()).toEqual(['login.google']);
    cleanup();
    const off = await renderForm('/m/login', { state: { platformFlags: LUCKY_FLAGS, signIn: { facebook: true, google: true } } });
    expect(off.container.querySelector('[data-testid="login.google"]')).toBeNull();
  });

  it('tapping the button signs in through the service: session stored like a login, then home', async () => {
    const facebook = fakeService();
    const app = await renderForm('/m/register', { state: { platformFlags: SOCIAL }, signIn: { facebook } });
    await ready(app, { facebook });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' })));
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(facebook.signIn).toHaveBeenCalledTimes(1);
    expect(app.store.getState().session).toMatchObject({ token: SESSION.token, userName: 'fbuser', merchantCode: 'LUCKY88', type: 0 });
    expect(app.navigations.at(-1)).toBe('/m/home');
  });

  it('a cancelled sign-in changes nothing', async () => {
    const google = fakeService(null);
    const app = await renderForm('/m/login', { state: { platformFlags: SOCIAL }, signIn: { google } });
    await ready(app, { google });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' })));
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(google.signIn).toHaveBeenCalledTimes(1);
    expect(app.store.getState().session).toBeNull();
    expect(app.navigations).toEqual([]);
  });
});

describe('startSignInServices', () => {
  const store = () =>
    createStore<AppState>({
      session: null,
      member: null,
      language: 'EN',
      panels: { left: false, right: false },
      popups: [],
      toasts: [],
      balanceHidden: false,
      platformFlags: {},
      promotions: {},
      system: 'normal',
      pwa: { installable: false, updateReady: false },
    });

  it('initialises only providers whose flag is on, and marks only those that initialised', async () => {
    const s = store();
    const facebook = fakeService();
    const google = fakeService();
    await startSignInServices({ facebook, google }, { GOOGLELOGIN3: true }, s, () => undefined);
    expect(facebook.init).not.toHaveBeenCalled();
    expect(s.getState().signIn).toEqual({ facebook: false, google: true });
  });

  it('a service that fails to initialise is reported and stays hidden', async () => {
    const s = store();
    const reports: string[] = [];
    const broken: SignInService = { init: async () => Promise.reject(new Error('sdk blocked')), signIn: async () => null };
    const unready: SignInService = { init: async () => false, signIn: async () => null };
    await startSignInServices({ facebook: broken, google: unready }, SOCIAL, s, (m) => void reports.push(m));
    expect(s.getState().signIn).toBeUndefined();
    expect(reports).toEqual(['Sign-in service "facebook" failed to initialise']);
  });
});

import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { LIVE_CHECK_DEBOUNCE_MS } from '../../../src/widgets/form/useLiveCheck.ts';
import type { RenderedApp } from '../../support/renderApp.tsx';
import { input, renderForm, type } from './helpers.ts';

const F = 'register-form';
/** The platform knows one taken name; "busy01" is refused once as too many checks (retry after 1 s). */
let refusedOnce = false;
const checkUsername = ({ query }: { query?: Record<string, unknown> }) => {
  if (query?.username === 'taken01') return new PlatformError(409, 'username.exists', 'Sorry, the username already exists.');
  if (query?.username === 'busy01' && !refusedOnce) {
    refusedOnce = true;
    return new PlatformError(429, 'request.too.many', 'Too many attempts, please try again later.', { retryAfter: 1 });
  }
  return true;
};

const checked = (app: RenderedApp) => app.calls.filter((c) => c.name === 'checkUsername').map((c) => c.query?.username);
const status = () => document.getElementById(`${F}_username__status`)?.textContent ?? null;
const pause = (ms: number) => act(async () => new Promise((r) => setTimeout(r, ms)));

describe('register: the username is checked while typed', () => {
  afterEach(cleanup);
  beforeEach(() => {
    localStorage.clear();
    refusedOnce = false;
  });

  it('asks once, 400 ms after the last keystroke, and says the name is available; typing is never held up', async () => {
    const app = await renderForm('/m/register', { fixtures: { checkUsername } });
    expect(document.getElementById(`${F}_username__status`)?.getAttribute('role')).toBe('status');
    for (const v of ['pla', 'play', 'player', 'player0', 'player01']) {
      await type(F, 'username', v, false);
      // Each keystroke is in the field at once.
      expect(input(F, 'username').value).toBe(v);
    }
    expect(checked(app)).toEqual([]);
    await pause(LIVE_CHECK_DEBOUNCE_MS + 100);
    await waitFor(() => expect(status()).toBe('This username is available.'));
    expect(checked(app)).toEqual(['player01']);
  });

  it('does not ask again when the new member signs in while the form is still drawn (the name is theirs now)', async () => {
    const app = await renderForm('/m/register', { fixtures: { checkUsername } });
    await type(F, 'username', 'player01', false);
    await waitFor(() => expect(status()).toBe('This username is available.'));
    await act(async () =>
      app.store.update((s) => {
        s.session = { token: 'newtok', userName: 'player01', merchantCode: 'LUCKY88', type: 0 } as typeof s.session;
      }),
    );
    await pause(LIVE_CHECK_DEBOUNCE_MS + 100);
    expect(checked(app)).toEqual(['player01']);
  });

  it('says a taken name is taken, asks about a value once, and not about a value that fails its own checks', async () => {
    const app = await renderForm('/m/register', { fixtures: { checkUsername } });
    await type(F, 'username', 'taken01', false);
    await waitFor(() => expect(status()).toBe('Sorry, the username already exists.'));
    await type(F, 'username', 'player01', false);
    await waitFor(() => expect(status()).toBe('This username is available.'));
    await type(F, 'username', 'taken01', false);
    // Known answers come back without a call.
    expect(status()).toBe('Sorry, the username already exists.');
    await type(F, 'username', 'a', false);
    await pause(LIVE_CHECK_DEBOUNCE_MS + 100);
    expect(status()).toBe('');
    expect(checked(app)).toEqual(['taken01', 'player01']);
  });

  it("respects the platform's rate limit: after a 429 it waits the seconds named, then checks the current name", async () => {
    const app = await renderForm('/m/register', { fixtures: { checkUsername } });
    await type(F, 'username', 'busy01', false);
    await waitFor(() => expect(status()).toBe('Too many checks just now; the username is checked again shortly.'));
    expect(checked(app)).toEqual(['busy01']);
    await pause(500);
    expect(checked(app)).toEqual(['busy01']);
    await waitFor(() => expect(status()).toBe('This username is available.'), { timeout: 2000 });
    expect(checked(app)).toEqual(['busy01', 'busy01']);
  });

  it('asks about nothing while paused: a name typed meanwhile is said to be checked later, then checked', async () => {
    const app = await renderForm('/m/register', { fixtures: { checkUsername } });
    await type(F, 'username', 'busy01', false);
    await waitFor(() => expect(status()).toBe('Too many checks just now; the username is checked again shortly.'));
    await type(F, 'username', 'player02', false);
    expect(input(F, 'username').value).toBe('player02');
    await pause(LIVE_CHECK_DEBOUNCE_MS + 100);
    expect(status()).toBe('Too many checks just now; the username is checked again shortly.');
    expect(checked(app)).toEqual(['busy01']);
    await waitFor(() => expect(status()).toBe('This username is available.'), { timeout: 2000 });
    expect(checked(app)).toEqual(['busy01', 'player02']);
  });
});

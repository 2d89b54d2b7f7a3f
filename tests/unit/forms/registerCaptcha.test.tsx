import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import en from '../../../screens/_base/locales/en.json';
import type { RenderedApp } from '../../support/renderApp.tsx';
import { RULES } from './fixtures.ts';
import { errorText, fillValidRegistration, input, renderForm, submit, type } from './helpers.ts';

const F = 'register-form';
/** The register settings with the captcha switch on (ROYALPH's seed). */
const CAPTCHA_ON = { ...RULES, captcha: { ...RULES.captcha, enabled: true, required: true } };
const OK = { token: 'newtok', id: 9, userName: 'player01', customerType: 0, firstTimeLogin: true };

const captchaCalls = (app: RenderedApp) => app.calls.filter((c) => c.name === 'captcha').length;
const image = () => screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src');
/** Submits and lets the registration go out (after its proof of work is solved) and its answer be handled. */
async function submitRegistration(app: RenderedApp): Promise<void> {
  await submit('register.form');
  await waitFor(() => expect(app.calls.some((c) => c.name === 'register')).toBe(true));
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

describe('register captcha (required, numeric, max 6)', () => {
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it('settings switch the captcha on: shown from the start with an image; tapping it loads a new one', async () => {
    let n = 0;
    const app = await renderForm('/m/register', {
      fixtures: { registerSettings: CAPTCHA_ON, captcha: () => `img${++n}` },
    });
    expect(input(F, 'captcha')).toBeTruthy();
    // Like the other fields, its label says what to type: no placeholder repeats it (a longer language cut it).
    expect(input(F, 'captcha').getAttribute('placeholder')).toBeNull();
    expect(document.querySelector(`label[for="${F}_captcha"]`)?.textContent).toContain(en.label_captcha);
    expect(document.querySelector(`label[for="${F}_captcha"] .field-required`)).toBeTruthy();
    expect(captchaCalls(app)).toBe(1);
    expect(image()).toBe('data:image/png;base64,img1');
    await act(async () => void fireEvent.click(screen.getByTestId('captcha-image')));
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(captchaCalls(app)).toBe(2);
    expect(image()).toBe('data:image/png;base64,img2');
  });

  it("an empty, non-numeric or long answer blocks the submit: 'enter the code', digits only, at most 6", async () => {
    const app = await renderForm('/m/register', { fixtures: { registerSettings: CAPTCHA_ON } });
    await fillValidRegistration();
    await submit('register.form');
    expect(errorText(F, 'captcha')).toBe(en.enter_the_code);
    expect(document.activeElement).toBe(input(F, 'captcha'));
    await type(F, 'captcha', '12a4');
    expect(errorText(F, 'captcha')).toBe(en.digits_only);
    await type(F, 'captcha', '1234567');
    expect(errorText(F, 'captcha')).toBe(en.max_length.replace('{{max}}', '6'));
    expect(app.calls.some((c) => c.path.startsWith('register'))).toBe(false);
  });

  it('sends the answer with the registration', async () => {
    const app = await renderForm('/m/register', { fixtures: { registerSettings: CAPTCHA_ON, register: OK } });
    await fillValidRegistration();
    await type(F, 'captcha', '2468');
    await submitRegistration(app);
    // With the answer goes its proof of work, for a challenge asked for without an account name.
    expect(app.calls.find((c) => c.name === 'register')?.body).toMatchObject({ captcha: '2468', username: 'player01', altcha: expect.any(String) });
    const challenges = app.calls.filter((c) => c.name === 'captchaChallenge');
    expect(challenges).toHaveLength(1);
    expect(challenges[0].body?.username).toBeUndefined();
  });

  it('stays shown after the server asks for it again: the answer is cleared and a new image loads', async () => {
    let n = 0;
    const app = await renderForm('/m/register', {
      fixtures: {
        registerSettings: CAPTCHA_ON,
        captcha: () => `img${++n}`,
        register: () => new PlatformError(400, 'register.captcha.err', 'bad', { captcha: true }),
      },
    });
    await fillValidRegistration();
    await type(F, 'captcha', '1111');
    await submitRegistration(app);
    expect(input(F, 'captcha').value).toBe('');
    expect(captchaCalls(app)).toBe(2);
    expect(image()).toBe('data:image/png;base64,img2');
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('captcha_error');
  });

  it('settings off: no captcha (and no image request) until a registration is refused asking for one', async () => {
    const app = await renderForm('/m/register', {
      fixtures: { register: () => new PlatformError(400, 'register.captcha.err', 'bad', { captcha: true }) },
    });
    expect(document.getElementById(`${F}_captcha`)).toBeNull();
    expect(captchaCalls(app)).toBe(0);
    await fillValidRegistration();
    await submit('register.form');
    expect(input(F, 'captcha')).toBeTruthy();
    expect(captchaCalls(app)).toBe(1);
    expect(image()).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});

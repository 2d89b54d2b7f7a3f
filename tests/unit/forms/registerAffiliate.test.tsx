import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedApp } from '../../support/renderApp.tsx';
import { RULES } from './fixtures.ts';
import { fillValidRegistration, input, renderForm, submit, type } from './helpers.ts';
import { READING_MS } from '../../../src/renderer/noticeDuration.ts';

const F = 'register-form';
const OK = { token: 'newtok', id: 9, userName: 'player01', customerType: 0, firstTimeLogin: true };
/** The platform knows one invitation code. */
const affiliate = ({ query }: { query?: Record<string, unknown> }) => query?.code === 'GOOD1';

const checks = (app: RenderedApp) => app.calls.filter((c) => c.name === 'affiliateCheck').map((c) => c.query?.code);
const registered = (app: RenderedApp) => app.calls.find((c) => c.name === 'register');
const toastKeys = (app: RenderedApp) => app.store.getState().toasts.map((t) => t.messageKey);

describe('register: the affiliate code from the URL is checked when the screen opens', () => {
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it('a valid URL code is checked on open with the site host, and submit does not check it again', async () => {
    const app = await renderForm('/m/register?affiliateCode=GOOD1', { fixtures: { affiliateCheck: affiliate, register: OK } });
    expect(input(F, 'affiliateCode').value).toBe('GOOD1');
    expect(app.calls.find((c) => c.name === 'affiliateCheck')?.query).toEqual({ code: 'GOOD1', domain: window.location.host });
    expect(toastKeys(app)).toEqual([]);
    await fillValidRegistration();
    await submit('register.form');
    expect(checks(app)).toEqual(['GOOD1']);
    expect(registered(app)?.body).toMatchObject({ affiliateCode: 'GOOD1' });
  });

  it('a URL code that fails on open says nothing yet; on submit it is checked first: invitation code error 1 s + focus', async () => {
    const app = await renderForm('/m/register?affiliateCode=BAD1', { fixtures: { affiliateCheck: affiliate, register: OK } });
    expect(checks(app)).toEqual(['BAD1']);
    expect(toastKeys(app)).toEqual([]);
    await fillValidRegistration();
    await submit('register.form');
    expect(checks(app)).toEqual(['BAD1', 'BAD1']);
    expect(registered(app)).toBeUndefined();
    expect(app.store.getState().toasts.find((t) => t.messageKey === 'invitation_code_error')?.durationMs).toBe(READING_MS.error);
    expect(document.activeElement).toBe(input(F, 'affiliateCode'));
  });

  it('a code changed after the URL check passed is checked on submit', async () => {
    const app = await renderForm('/m/register?affiliateCode=GOOD1', { fixtures: { affiliateCheck: affiliate, register: OK } });
    await fillValidRegistration();
    await type(F, 'affiliateCode', 'OTHER2');
    await submit('register.form');
    expect(checks(app)).toEqual(['GOOD1', 'OTHER2']);
    expect(registered(app)).toBeUndefined();
    expect(toastKeys(app)).toContain('invitation_code_error');
  });

  it('without a URL code nothing is checked on open; a typed code is checked on submit', async () => {
    const app = await renderForm('/m/register', { fixtures: { affiliateCheck: affiliate, register: OK } });
    expect(checks(app)).toEqual([]);
    await fillValidRegistration();
    await type(F, 'affiliateCode', 'GOOD1');
    await submit('register.form');
    expect(checks(app)).toEqual(['GOOD1']);
    expect(registered(app)?.body).toMatchObject({ affiliateCode: 'GOOD1' });
  });

  it('with the field disabled in the settings the URL code is neither checked nor sent', async () => {
    const rules = { ...RULES, affiliateCode: { ...RULES.affiliateCode, enabled: false } };
    const app = await renderForm('/m/register?affiliateCode=BAD1', {
      fixtures: { registerSettings: rules, affiliateCheck: affiliate, register: OK },
    });
    expect(document.getElementById(`${F}_affiliateCode`)).toBeNull();
    await fillValidRegistration();
    await submit('register.form');
    expect(checks(app)).toEqual([]);
    expect(registered(app)?.body).toMatchObject({ affiliateCode: '' });
  });
});

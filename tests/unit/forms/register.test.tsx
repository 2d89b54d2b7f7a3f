import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrationPayload } from '../../../src/actions/account/payload.ts';
import { deviceHeaders, registerMethodOf } from '../../../src/actions/account/device.ts';
import { errorText, fillValidRegistration, input, renderForm, submit, tick, type } from './helpers.ts';
import { READING_MS } from '../../../src/renderer/noticeDuration.ts';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { statusAnswer } from '../../fixtures/status.ts';

const F = 'register-form';
const DEVICE = { os: 'android', iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false } as const;

describe('register form', () => {
  afterEach(cleanup);
  beforeEach(() => localStorage.clear());

  it('shows the fields the settings enable, asterisks on required ones, tabs when both methods are on', async () => {
    await renderForm('/m/register');
    expect(screen.getByTestId('tab-username')).toBeTruthy();
    expect(screen.getByTestId('tab-mobile')).toBeTruthy();
    for (const f of [
      'username',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'nickname',
      'birthday',
      'affiliateCode',
      'disclaimer',
    ])
      expect(input(F, f)).toBeTruthy();
    expect(document.getElementById(`${F}_payeeName`)).toBeNull();
    expect(document.querySelector(`label[for="${F}_mobileNum"] .field-required`)).toBeTruthy();
    expect(document.querySelector(`label[for="${F}_email"] .field-required`)).toBeNull();
    expect(input(F, 'birthday').min).toBe('1900-01-01');
    expect(input(F, 'birthday').max).toBe('2026-12-31');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/m/help#terms');
  });

  it('mobile is the default method only when mobile is on and username off; the typed number carries across tabs', async () => {
    await renderForm('/m/register', { state: { platformFlags: { MOBILENUMREG3: true, REGMOBVERF3: true } } });
    expect(screen.queryByTestId('tab-mobile')).toBeNull();
    expect(document.getElementById(`${F}_username`)).toBeNull();
    cleanup();
    await renderForm('/m/register');
    await type(F, 'mobileNum', '9171234567');
    await act(async () => void fireEvent.click(screen.getByTestId('tab-mobile')));
    expect(document.getElementById(`${F}_username`)).toBeNull();
    expect(input(F, 'mobileNum').value).toBe('9171234567');
  });

  it('checks the affiliate code first: invitation code error for 1 s, focus, nothing registered', async () => {
    const app = await renderForm('/m/register?affiliateCode=BAD1', { fixtures: { affiliateCheck: () => false } });
    expect(input(F, 'affiliateCode').value).toBe('BAD1');
    await fillValidRegistration();
    await submit('register.form');
    expect(app.calls.find((c) => c.name === 'affiliateCheck')?.query).toMatchObject({ code: 'BAD1' });
    expect(app.calls.some((c) => c.path.startsWith('register'))).toBe(false);
    expect(app.store.getState().toasts.find((t) => t.messageKey === 'invitation_code_error')?.durationMs).toBe(READING_MS.error);
    expect(document.activeElement).toBe(input(F, 'affiliateCode'));
  });

  it('sends the full payload (empty optionals as empty strings) and signs the new member in', async () => {
    const app = await renderForm('/m/register', {
      fixtures: { register: { token: 'newtok', id: 9, userName: 'player01', customerType: 0, firstTimeLogin: true } },
      device: { standalone: true },
    });
    await fillValidRegistration();
    await submit('register.form');
    const call = app.calls.find((c) => c.name === 'register');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      countryDialingCode: '63',
      username: 'player01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: '',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '9171234567',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      birthday: '',
      captcha: '',
      verificationCode: '123456',
      registerUrl: window.location.host,
      registerMethod: 'PWA',
      domain: window.location.host,
      type: 0,
      login: true,
    });
    expect(app.store.getState().session).toMatchObject({ token: 'newtok', userName: 'player01', merchantCode: 'LUCKY88', type: 0 });
    expect(app.navigations.at(-1)).toBe('/m/home');
  });

  it("says the platform's age rule under the birthday, with the brand's age, until the birthday changes", async () => {
    const app = await renderForm('/m/register', {
      fixtures: { register: () => new PlatformError(400, 'register.age.under', 'You must be 21 or older to register.', { field: 'birthday', minAge: 21 }) },
    });
    await fillValidRegistration();
    await type(F, 'birthday', '2008-01-01');
    await submit('register.form');
    expect(errorText(F, 'birthday')).toBe('You must be 21 or older to register.');
    expect(document.activeElement).toBe(input(F, 'birthday'));
    expect(app.store.getState().toasts.at(-1)).toMatchObject({ messageKey: 'register_age_under', values: { age: '21' } });
    await type(F, 'birthday', '2000-01-01');
    expect(errorText(F, 'birthday')).toBeFalsy();
  });

  it("the disclaimer says the platform's own minimum age, in the member's language", async () => {
    const info = statusAnswer().info;
    const of21 = { statusInfo: { ...info, register: { ...info.register, minAge: 21 } } };
    await renderForm('/m/register', { state: of21 });
    const label = () => document.querySelector(`label[for="${F}_disclaimer"]`)?.textContent;
    expect(label()).toContain('I confirm that I am 21 years of age or older');
    cleanup();
    await renderForm('/m/register', { brand: 'royal', language: 'TY', state: of21 });
    expect(label()).toContain('ako ay 21 taong gulang pataas');
    cleanup();
    await renderForm('/m/register');
    expect(label()).toContain('I confirm that I am 18 years of age or older');
  });

  it("the button's badge names the platform's first-deposit offer, and is not drawn when there is none", async () => {
    const info = statusAnswer().info;
    const badge = () => document.querySelector('.form-submit .form-badge')?.textContent ?? null;
    await renderForm('/m/register', { state: { statusInfo: { ...info, promotionBonus: { FIRST_DEPOSIT: 75 } } } });
    expect(badge()).toBe('75% Bonus');
    cleanup();
    await renderForm('/m/register', { brand: 'royal', language: 'TY', state: { statusInfo: { ...info, promotionBonus: { FIRST_DEPOSIT: 50 } } } });
    expect(badge()).toBe('50% na Bonus');
    cleanup();
    await renderForm('/m/register', { state: { statusInfo: { ...info, promotionBonus: {} } } });
    expect(screen.getByRole('button', { name: 'Register now' })).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('the mobile method posts to /register/mobile', async () => {
    const app = await renderForm('/m/register', { fixtures: { registerMobile: { token: 't', id: 1, userName: 'm9171234567', customerType: 0 } } });
    await act(async () => void fireEvent.click(screen.getByTestId('tab-mobile')));
    await type(F, 'mobileNum', '9171234567');
    await type(F, 'verificationCode', '123456');
    await type(F, 'password', 'abc12345');
    await type(F, 'confirmPassword', 'abc12345');
    await tick(F, 'disclaimer');
    await submit('register.form');
    expect(app.calls.find((c) => c.name === 'registerMobile')?.body).toMatchObject({ username: '', mobileNum: '9171234567', registerMethod: 'H5' });
  });

  it("'get code' validates the number first, then sends it and counts down", async () => {
    const app = await renderForm('/m/register', { fixtures: { smsRegister: { expirationTime: Date.now() + 60_000 } } });
    await act(async () => void fireEvent.click(screen.getByTestId('get-code')));
    expect(app.calls.some((c) => c.name === 'smsRegister')).toBe(false);
    expect(errorText(F, 'mobileNum')).toBe('Mobile number must be 7-15 digits');
    await type(F, 'mobileNum', '9171234567');
    await act(async () => void fireEvent.click(screen.getByTestId('get-code')));
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(app.calls.find((c) => c.name === 'smsRegister')?.body).toEqual({ mobileNo: '9171234567', countryDialingCode: '63' });
    expect(screen.getByTestId('get-code').textContent).toBe('60s');
    expect((screen.getByTestId('get-code') as HTMLButtonElement).disabled).toBe(true);
    expect(app.store.getState().toasts.map((t) => t.messageKey)).toContain('in_sms_send');
  });

  it('registerMethod and Device header follow the device context', () => {
    expect(registerMethodOf(DEVICE)).toBe('H5');
    expect(registerMethodOf({ ...DEVICE, standalone: true })).toBe('PWA');
    expect(registerMethodOf({ ...DEVICE, webClip: true })).toBe('WEBCLIP');
    expect(registerMethodOf({ ...DEVICE, inApp: true })).toBe('APP');
    expect(deviceHeaders(DEVICE, 'Mozilla (iPad)')).toEqual({ Device: 'IPAD' });
    expect(deviceHeaders({ ...DEVICE, inApp: true }, '')).toEqual({ Device: 'OTHERS' });
    expect(deviceHeaders(DEVICE, 'Android')).toEqual({});
    expect(registrationPayload({}, 'H5', 'h').email).toBe('');
  });
});

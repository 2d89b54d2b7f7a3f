import { beforeEach, describe, expect, it } from 'vitest';
import { decodeRememberedPassword, encodeRememberedPassword, loadRemembered, saveRemembered } from '../../../src/domain/account/remembered.ts';
import { rememberedValues } from '../../../src/widgets/form/initialValues.ts';

describe('remembered password (remPass + sass)', () => {
  beforeEach(() => localStorage.clear());

  it('is base64(base64(password + salt))', () => {
    expect(encodeRememberedPassword('abc123', 'SALT')).toBe(btoa(btoa('abc123SALT')));
    expect(decodeRememberedPassword(btoa(btoa('abc123SALT')), 'SALT')).toBe('abc123');
    expect(decodeRememberedPassword(btoa(btoa('abc123SALT')), 'OTHER')).toBeNull();
    expect(decodeRememberedPassword('%%%', 'SALT')).toBeNull();
  });

  it('keeps non-ASCII passwords intact', () => {
    expect(decodeRememberedPassword(encodeRememberedPassword('pässwörd密码', 's'), 's')).toBe('pässwörd密码');
  });

  it('stores {type, username, password, countryDialingCode} with the salt in sass, and reads it back', () => {
    saveRemembered(localStorage, { type: 'username', username: 'player01', password: 'abc123', countryDialingCode: '' });
    const item = JSON.parse(localStorage.getItem('remPass') ?? '{}') as Record<string, string>;
    const salt = localStorage.getItem('sass') ?? '';
    expect(Object.keys(item).sort()).toEqual(['countryDialingCode', 'password', 'type', 'username']);
    expect(item.password).toBe(btoa(btoa(`abc123${salt}`)));
    expect(salt).toMatch(/^[0-9a-f]{16}$/);
    expect(loadRemembered(localStorage)).toEqual({ type: 'username', username: 'player01', password: 'abc123', countryDialingCode: '' });
  });

  it('SMS logins remember only the number, restored on the SMS tab when the flag is on', () => {
    saveRemembered(localStorage, { type: 'sms', username: '9170000000', password: 'ignored', countryDialingCode: '63' });
    expect(JSON.parse(localStorage.getItem('remPass') ?? '{}')).toMatchObject({ type: 'sms', password: '' });
    const r = loadRemembered(localStorage);
    expect(rememberedValues(r, 'sms', true)).toEqual({ mobileNum: '9170000000', countryDialingCode: '63' });
    expect(rememberedValues(r, 'sms', false)).toEqual({});
    expect(rememberedValues(r, 'username', true)).toEqual({});
  });

  it('a corrupt item reads as nothing', () => {
    localStorage.setItem('remPass', '{oops');
    expect(loadRemembered(localStorage)).toBeNull();
  });
});

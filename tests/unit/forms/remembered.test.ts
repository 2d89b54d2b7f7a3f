import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRemembered, loadRemembered, saveRemembered } from '../../../src/domain/account/remembered.ts';
import { rememberedValues } from '../../../src/widgets/form/initialValues.ts';

describe('remembered login (remPass): the account, never the password', () => {
  beforeEach(() => localStorage.clear());

  it('stores {type, username, countryDialingCode} and reads it back', () => {
    saveRemembered(localStorage, { type: 'username', username: 'player01', countryDialingCode: '' });
    const item = JSON.parse(localStorage.getItem('remPass') ?? '{}') as Record<string, string>;
    expect(Object.keys(item).sort()).toEqual(['countryDialingCode', 'type', 'username']);
    expect(localStorage.getItem('sass')).toBeNull();
    expect(loadRemembered(localStorage)).toEqual({ type: 'username', username: 'player01', countryDialingCode: '' });
    expect(rememberedValues(loadRemembered(localStorage), 'username', true)).toEqual({ username: 'player01', remember: true });
  });

  it('SMS logins remember the number, restored on the SMS tab when the flag is on', () => {
    saveRemembered(localStorage, { type: 'sms', username: '9170000000', countryDialingCode: '63' });
    const r = loadRemembered(localStorage);
    expect(rememberedValues(r, 'sms', true)).toEqual({ mobileNum: '9170000000', countryDialingCode: '63', remember: true });
    expect(rememberedValues(r, 'sms', false)).toEqual({});
    expect(rememberedValues(r, 'username', true)).toEqual({});
  });

  it('clears an entry of earlier versions (an encoded password, or a salt beside it) on sight', () => {
    localStorage.setItem('sass', 'S');
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'player01', password: btoa(btoa('pw1234S')), countryDialingCode: '' }));
    expect(loadRemembered(localStorage)).toBeNull();
    expect(localStorage.getItem('remPass')).toBeNull();
    expect(localStorage.getItem('sass')).toBeNull();
    localStorage.setItem('sass', 'S');
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'player01', countryDialingCode: '' }));
    expect(loadRemembered(localStorage)).toBeNull();
  });

  it('a corrupt item reads as nothing; forgetting removes both items', () => {
    localStorage.setItem('remPass', '{oops');
    expect(loadRemembered(localStorage)).toBeNull();
    localStorage.setItem('sass', 'S');
    forgetRemembered(localStorage);
    expect(localStorage.length).toBe(0);
  });
});

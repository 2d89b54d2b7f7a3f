import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConditionContext } from '../../../src/generated/context.ts';
import type { FormField, FormProps } from '../../../src/generated/widgets/form.ts';
import { composeForm } from '../../../src/widgets/form/compose.ts';
import { loadPatternEngine, rulePattern } from '../../../src/widgets/form/patternEngine.ts';
import { DIGITS_PATTERN, EMAIL_PATTERN } from '../../../src/widgets/form/rules.ts';
import { checkValues, type Values } from '../../../src/widgets/form/validate.ts';
import { RULES } from './fixtures.ts';

const ctx = { flags: {}, route: { query: {} } } as unknown as ConditionContext;
const facts = { tab: '', captchaRequired: true };
const schemaOf = (...fields: FormField[]) => composeForm({ submitLabelKey: 's', fields: fields as FormProps['fields'] }, RULES, facts, ctx).schema;
const first = (fields: FormField[], values: Values) => checkValues(schemaOf(...fields), values);

// Rule patterns run on RE2, which the form loads beside itself.
beforeAll(loadPatternEngine);

const username: FormField = { name: 'username', rule: 'username', widget: 'text', labelKey: 'l', required: true };
const email: FormField = { name: 'email', rule: 'email', widget: 'email', labelKey: 'l', fromSettings: true };
const forgotEmail: FormField = { name: 'email', rule: 'email', widget: 'email', labelKey: 'l', required: true, check: 'email' };
const password: FormField = { name: 'password', rule: 'password', widget: 'password', labelKey: 'l', required: true };
const confirmReg: FormField = {
  name: 'confirmPassword',
  widget: 'password',
  labelKey: 'l',
  required: true,
  sameAs: 'password',
  messages: { required: 'incorrect_password' },
};
const confirmChange: FormField = { ...confirmReg, messages: { required: 'enter_password' } };
const captcha: FormField = {
  name: 'captcha',
  widget: 'captcha',
  labelKey: 'l',
  show: 'captchaRequired',
  required: true,
  check: 'digits',
  maxLength: 6,
  messages: { required: 'enter_the_code' },
};
const sms: FormField = { name: 'verificationCode', rule: 'verificationCode', widget: 'smsCode', labelKey: 'l', required: true, check: 'digits', maxLength: 10 };
const mobile: FormField = { name: 'mobileNum', rule: 'mobileNum', widget: 'mobile', labelKey: 'l', required: true, maxLength: 20 };
const disclaimer: FormField = { name: 'disclaimer', widget: 'checkbox', labelKey: 'l', required: true, messages: { required: 'accept_disclaimer' } };

describe('rule checks (a value passes when it matches acceptedPattern and the length bounds)', () => {
  it('rule failures give reg_pattern_<patternId> with min and max', () => {
    expect(first([username], { username: 'ab' }).username).toEqual({ key: 'reg_pattern_account', values: { min: 6, max: 16 } });
    expect(first([username], { username: '1abcdef' }).username?.key).toBe('reg_pattern_account');
    expect(first([username], { username: 'abcdefghijklmnopq' }).username?.key).toBe('reg_pattern_account');
    expect(first([username], { username: 'abcdef1' })).toEqual({});
    expect(first([password], { password: 'abcdefg' }).password?.key).toBe('reg_pattern_password');
  });

  it('an optional empty field passes; a required empty one fails', () => {
    expect(first([email], { email: '' })).toEqual({});
    expect(first([email], { email: 'x@y' }).email?.key).toBe('reg_pattern_email');
    expect(first([username], {}).username?.key).toBe('reg_pattern_account');
  });

  it("forgot by email: 'email incorrect' for empty and malformed addresses", () => {
    expect(first([forgotEmail], { email: '' }).email?.key).toBe('email_incorrect');
    expect(first([forgotEmail], { email: 'a@b.toolong' }).email?.key).toBe('email_incorrect');
    expect(first([forgotEmail], { email: 'first.last@mail.example.com' })).toEqual({});
  });

  it("confirm password: 'incorrect password' (register) or 'enter password' (change) when empty, 'confirmation incorrect' when different", () => {
    expect(first([password, confirmReg], { password: 'abc123', confirmPassword: '' }).confirmPassword?.key).toBe('incorrect_password');
    expect(first([password, confirmChange], { password: 'abc123', confirmPassword: '' }).confirmPassword?.key).toBe('enter_password');
    expect(first([password, confirmReg], { password: 'abc123', confirmPassword: 'abc124' }).confirmPassword?.key).toBe('confirmation_incorrect');
    expect(first([password, confirmReg], { password: 'abc123', confirmPassword: 'abc123' })).toEqual({});
  });

  it("captcha: 'enter the code' when empty, digits only, at most 6", () => {
    expect(first([captcha], { captcha: '' }).captcha?.key).toBe('enter_the_code');
    expect(first([captcha], { captcha: '12a' }).captcha?.key).toBe('digits_only');
    expect(first([captcha], { captcha: '1234567' }).captcha).toEqual({ key: 'max_length', values: { max: 6 } });
    expect(first([captcha], { captcha: '123456' })).toEqual({});
  });

  it('SMS code numeric (rule 4-10); mobile number within the rule and at most 20', () => {
    expect(first([sms], { verificationCode: '12a4' }).verificationCode?.key).toBe('reg_pattern_code');
    expect(first([sms], { verificationCode: '12345678901' }).verificationCode?.key).toBe('reg_pattern_code');
    expect(first([mobile], { mobileNum: '1'.repeat(16) }).mobileNum).toEqual({ key: 'reg_pattern_mobile', values: { min: 7, max: 15 } });
    expect(first([mobile], { mobileNum: '9171234567' })).toEqual({});
  });

  it('the disclaimer must be ticked', () => {
    expect(first([disclaimer], { disclaimer: false }).disclaimer?.key).toBe('accept_disclaimer');
    expect(first([disclaimer], { disclaimer: true })).toEqual({});
  });

  it('a pattern RE2 cannot run (lookaround, backreference, bad syntax) accepts any value, with one warning naming the rule', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const acceptedPattern of ['^(?=.*[0-9])[a-z0-9]+$', '^(a)\\1$', '([']) {
      warn.mockClear();
      const refused = { ...RULES, username: { ...RULES.username, acceptedPattern } };
      const schema = composeForm({ submitLabelKey: 's', fields: [username] }, refused, facts, ctx).schema;
      expect(checkValues(schema, { username: 'abcdef1' })).toEqual({});
      expect(checkValues(schema, { username: 'abcdef2' })).toEqual({});
      expect(checkValues(schema, { username: 'ab' }).username?.key).toBe('reg_pattern_account'); // the bounds still hold
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('rule "username"');
    }
    warn.mockRestore();
  });

  it('every shipped pattern (the rule set, the e-mail and digits checks) answers adversarial 50-character input in under 5 ms', () => {
    const sources = [
      ...Object.entries(RULES).map(([name, r]) => [name, r.acceptedPattern] as const),
      ['email check', EMAIL_PATTERN] as const,
      ['digits check', DIGITS_PATTERN] as const,
    ];
    for (const [name, source] of sources.filter(([, src]) => src !== '*')) {
      const re = rulePattern(source, name);
      expect(re, name).not.toBeNull();
      const chars = [...new Set(source.replace(/\\./g, '').replace(/[^A-Za-z0-9@.-]/g, ''))].join('') || 'a';
      const inputs = [`${'a'.repeat(45)}!`, `${'a.'.repeat(24)}!`, `${'a@a.'.repeat(12)}!!`, `${'1'.repeat(49)}x`, `${chars.repeat(50).slice(0, 49)}!`];
      re?.test('warm-up'); // RE2 builds its automaton's states on first use, once per pattern
      for (const input of inputs) {
        // Best of three: a busy machine may pause any single run; a backtracking blow-up is slow every time.
        const times = [0, 1, 2].map(() => {
          const started = performance.now();
          re?.test(input);
          return performance.now() - started;
        });
        expect(Math.min(...times), `${name} on ${input}`).toBeLessThan(5);
      }
    }
  });
});

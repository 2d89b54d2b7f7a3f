import { describe, expect, it } from 'vitest';
import type { ConditionContext } from '../../../src/generated/context.ts';
import type { FormProps } from '../../../src/generated/widgets/form.ts';
import { composeForm, visibleTabs } from '../../../src/widgets/form/compose.ts';
import { EMAIL_PATTERN } from '../../../src/widgets/form/rules.ts';
import { RULES } from './fixtures.ts';

const context = (flags: Record<string, boolean> = {}): ConditionContext => ({
  session: { kind: 'guest', loggedIn: false, memberType: null, isAgent: false, isRealAccount: false, hasClubLabel: false, userName: '' },
  flags,
  promotions: {},
  device: { os: 'other', iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false },
  settings: {
    appWindow: false,
    hasVip: false,
    inviteDisplayAmount: 0,
    inhouseVendors: [],
    dividendsEnabled: false,
    footerYear: 2025,
    currencySymbol: '',
    agentMenu: {
      teamOverview: false,
      agentRecords: false,
      memberTeam: false,
      redRain: false,
      teamPnl: false,
      teamBetting: false,
      agentRebate: false,
      teamRebate: false,
      securityCenter: false,
      inbox: false,
    },
  },
  route: { path: '/m/register', isHome: false, query: {} },
  language: 'EN',
  template: { memberCentre: 'base', deposit: 'base' },
  brand: { id: 'lucky', merchantCode: 'LUCKY88' },
  signIn: { facebook: false, google: false },
});
const facts = { tab: 'username', captchaRequired: false };

const register: FormProps = {
  submitLabelKey: 'register_now',
  tabs: [
    { id: 'username', labelKey: 'a', when: { var: 'flags.USERNAMEREG3' } },
    { id: 'mobile', labelKey: 'b', when: { var: 'flags.MOBILENUMREG3' } },
  ],
  fields: [
    { name: 'username', rule: 'username', widget: 'text', labelKey: 'label_username', required: true, tabs: ['username'] },
    { name: 'mobileNum', rule: 'mobileNum', widget: 'mobile', labelKey: 'label_mobile', fromSettings: true, maxLength: 20 },
    { name: 'countryDialingCode', widget: 'dialCode', labelKey: 'label_country_code', enabledBy: 'mobileNum', options: ['63', '86'] },
    { name: 'payeeName', rule: 'payeeName', widget: 'text', labelKey: 'label_payee_name', fromSettings: true },
    { name: 'email', rule: 'email', widget: 'email', labelKey: 'label_email', fromSettings: true },
    { name: 'loginPassword', rule: 'loginPassword', widget: 'password', labelKey: 'label_password', required: true },
    { name: 'confirmPassword', widget: 'password', labelKey: 'x', required: true, sameAs: 'loginPassword', messages: { required: 'incorrect_password' } },
    {
      name: 'captcha',
      widget: 'captcha',
      labelKey: 'label_captcha',
      show: 'captchaRequired',
      required: true,
      check: 'digits',
      maxLength: 6,
      messages: { required: 'enter_the_code' },
    },
    { name: 'oldPassword', widget: 'password', labelKey: 'x', required: true },
    { name: 'disclaimer', widget: 'checkbox', labelKey: 'd', required: true, messages: { required: 'accept_disclaimer' } },
  ],
};

describe('composeForm: a form document + the server rule set -> JSON Schema + uiSchema', () => {
  it('keeps the document order, shows fields enabled in the settings, marks the settings-required ones required', () => {
    const c = composeForm(register, RULES, facts, context());
    expect(c.uiSchema['ui:order']).toEqual([
      'username',
      'mobileNum',
      'countryDialingCode',
      'email',
      'loginPassword',
      'confirmPassword',
      'oldPassword',
      'disclaimer',
    ]);
    expect(c.schema.required).toEqual(['username', 'mobileNum', 'loginPassword', 'confirmPassword', 'oldPassword', 'disclaimer']);
    // payeeName is disabled in LUCKY88's settings; email is enabled but optional.
    expect(c.schema.properties.payeeName).toBeUndefined();
    expect(c.schema.required).not.toContain('email');
  });

  it('turns a rule into pattern, bounds and the reg_pattern_<patternId> message; "*" means any text', () => {
    const c = composeForm(register, RULES, facts, context());
    expect(c.schema.properties.username).toMatchObject({
      type: 'string',
      pattern: '^[A-Za-z][A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 16,
      'x-messages': { format: { key: 'reg_pattern_account', values: { min: 6, max: 16 } } },
    });
    expect(c.schema.properties.loginPassword.pattern).toBeUndefined();
    expect(c.schema.properties.loginPassword).toMatchObject({ minLength: 6, maxLength: 20 });
    // The rule's max (15) is stricter than the field's cap (20), so the rule's message stays.
    expect(c.schema.properties.mobileNum).toMatchObject({ maxLength: 15, 'x-messages': { length: { key: 'reg_pattern_mobile' } } });
    expect(c.schema.properties.countryDialingCode.enum).toEqual(['63', '86']);
    expect(c.schema.properties.confirmPassword).toMatchObject({
      'x-sameAs': 'loginPassword',
      'x-messages': { required: { key: 'incorrect_password' }, sameAs: { key: 'confirmation_incorrect' } },
    });
    expect(c.uiSchema.username).toMatchObject({ 'ui:widget': 'text', 'ui:options': { labelKey: 'label_username', inputMaxLength: 16 } });
  });

  it('reveals the captcha only after a failed login asks for it, as a numeric field of at most 6', () => {
    const c = composeForm(register, RULES, { ...facts, captchaRequired: true }, context());
    expect(c.schema.properties.captcha).toMatchObject({
      pattern: '^[0-9]+$',
      maxLength: 6,
      'x-messages': { required: { key: 'enter_the_code' }, format: { key: 'digits_only' } },
    });
  });

  it('captchaEnabledOrRequired: shown from the start when the settings switch the captcha on, else only once asked', () => {
    const props: FormProps = {
      submitLabelKey: 's',
      fields: [{ name: 'captcha', widget: 'captcha', labelKey: 'c', show: 'captchaEnabledOrRequired', required: true, check: 'digits', maxLength: 6 }],
    };
    const on = { ...RULES, captcha: { ...RULES.captcha, enabled: true, required: true } };
    expect(composeForm(props, RULES, facts, context()).schema.properties.captcha).toBeUndefined();
    expect(composeForm(props, RULES, { ...facts, captchaRequired: true }, context()).schema.properties.captcha).toBeDefined();
    expect(composeForm(props, on, facts, context()).schema.properties.captcha).toMatchObject({ pattern: '^[0-9]+$', maxLength: 6 });
    expect(composeForm(props, on, facts, context()).schema.required).toEqual(['captcha']);
    // A plain captchaRequired field (login) ignores the switch.
    expect(
      composeForm({ ...props, fields: [{ ...props.fields[0], show: 'captchaRequired' }] }, on, facts, context()).schema.properties.captcha,
    ).toBeUndefined();
  });

  it('hides tab-bound fields on other tabs; the old password is always asked', () => {
    const c = composeForm(register, RULES, { ...facts, tab: 'mobile' }, context());
    expect(c.schema.properties.oldPassword).toBeDefined();
    expect(c.schema.properties.username).toBeUndefined();
    expect(c.schema.properties.mobileNum).toBeDefined();
  });

  it('shows method tabs only for the methods the flags enable', () => {
    expect(visibleTabs(register, context({ USERNAMEREG3: true, MOBILENUMREG3: true })).map((t) => t.id)).toEqual(['username', 'mobile']);
    expect(visibleTabs(register, context({ MOBILENUMREG3: true })).map((t) => t.id)).toEqual(['mobile']);
  });

  it('uses the spec e-mail pattern and "email incorrect" for the email check', () => {
    const forgot: FormProps = {
      submitLabelKey: 's',
      fields: [{ name: 'email', rule: 'email', widget: 'email', labelKey: 'e', required: true, check: 'email' }],
    };
    const p = composeForm(forgot, RULES, facts, context()).schema.properties.email;
    expect(p.pattern).toBe(EMAIL_PATTERN);
    expect(p['x-messages'].format).toEqual({ key: 'email_incorrect' });
    expect(p['x-messages'].required?.key).toBe('email_incorrect');
  });
});

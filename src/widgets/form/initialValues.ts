import type { RememberedLogin } from '../../domain/account/remembered.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { FormProps } from '../../generated/widgets/form.ts';
import type { Values } from './validate.ts';

/** Starting values: defaults, the first dialing code, the session's user name, URL parameters (affiliate code). */
export function initialValues(props: FormProps, context: ConditionContext, sessionUserName: string): Values {
  const v: Values = {};
  for (const f of props.fields) {
    if (f.default !== undefined) v[f.name] = f.default;
    else if (f.widget === 'checkbox') v[f.name] = false;
    else if (f.options) v[f.name] = f.options[0];
    else v[f.name] = '';
    if (f.valueFrom === 'session.userName') v[f.name] = sessionUserName;
    const q = f.queryParam ? context.route.query[f.queryParam] : undefined;
    if (q) v[f.name] = q;
  }
  return v;
}

/**
 * The remembered login for a tab (remPass): the account name on the password tab, the mobile number and dialing
 * code on the SMS tab, with the remember box ticked so the next sign-in keeps it. Nothing when the remembered type
 * is another tab's. The password comes from the browser's password manager, if the person saved it there.
 */
export function rememberedValues(remembered: RememberedLogin | null, tab: string, smsAllowed: boolean): Values {
  if (!remembered) return {};
  if (remembered.type === 'sms') {
    if (tab !== 'sms' || !smsAllowed) return {};
    const v: Values = { mobileNum: remembered.username, remember: true };
    if (remembered.countryDialingCode) v.countryDialingCode = remembered.countryDialingCode;
    return v;
  }
  if (tab !== '' && tab !== 'username') return {};
  return { username: remembered.username, remember: true };
}

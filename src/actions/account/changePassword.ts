import { PlatformError } from '../../core/platformApi.ts';
import { defineAction } from '../../renderer/actionDefinition.ts';
import type { ChangePasswordRequest } from '../../generated/api/changePassword.request.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { readFormEvent, type FormController } from '../../domain/account/formEvent.ts';
import { storeCredential } from '../../domain/account/remembered.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import { wait } from './session.ts';

const raw = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

/**
 * Change password: equal old and new opens the 'same password' notice and sends nothing. Success: 'changes saved',
 * the new password is offered to the browser's password manager, then `to` after 1 s. A refusal is said on the
 * form (see refuse); too many tries, with the wait.
 */
export default defineAction(async (p: ActionParamsWithDefaults<'changePassword'>, { env, event, context }) => {
  const f = readFormEvent(event);
  if (!f) throw new Error('changePassword runs from a form');
  const oldPassword = raw(f.values.oldPassword);
  const newPassword = raw(f.values.password);
  if (oldPassword === newPassword) {
    f.form.showNotice('same_password');
    return;
  }
  const body: ChangePasswordRequest = { oldPassword, newPassword, confirmNewPassword: raw(f.values.confirmPassword) };
  const loading = env.notify({ messageKey: 'please_wait', kind: 'loading', durationMs: 9999 });
  try {
    await env.api.call('changePassword', body);
  } catch (err) {
    env.dismiss(loading);
    if (!noticeRateLimit(err, env, context.language, f.form)) refuse(err, f.form);
    return;
  }
  env.dismiss(loading);
  env.notify({ messageKey: 'changes_saved', kind: 'success' });
  void storeCredential(raw(f.values.username), newPassword);
  await wait(1000);
  env.navigate(p.to, { replace: true });
});

/** The fields the platform's refusals of a password change concern, by error code, with the app's words for them. */
const FIELD_REFUSALS: Record<string, { field: string; key: string }> = {
  'password.old.err': { field: 'oldPassword', key: 'old_password_incorrect' },
  'modify.new.old.same': { field: 'password', key: 'same_password' },
  'password.confirm.mismatch': { field: 'confirmPassword', key: 'confirmation_incorrect' },
};

/** No answer came: said as such (the form is fine, the connection is not). */
const NO_ANSWER: Record<string, string> = { 'network.offline': 'network_offline', 'network.timeout': 'network_timeout' };

/**
 * A refusal the app knows goes under its field, in the member's language; any other refusal (a 4xx) under the form
 * in the platform's own words; no answer at all is the generic 'request failed'.
 */
function refuse(err: unknown, form: FormController): void {
  const known = err instanceof PlatformError ? FIELD_REFUSALS[err.errorCode] : undefined;
  if (known) form.showRefusal({ key: known.key }, known.field);
  else if (err instanceof PlatformError && err.status >= 400 && err.status < 500 && err.message !== err.errorCode) form.showRefusal({ text: err.message });
  else form.showRefusal({ key: (err instanceof PlatformError && NO_ANSWER[err.errorCode]) || 'request_failed' });
}

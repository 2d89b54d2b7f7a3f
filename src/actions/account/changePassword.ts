import { defineAction } from '../../renderer/actionDefinition.ts';
import type { ChangePasswordRequest } from '../../generated/api/changePassword.request.ts';
import type { ActionParamsWithDefaults } from '../../generated/defaults.ts';
import { readFormEvent } from '../../domain/account/formEvent.ts';
import { storeCredential } from '../../domain/account/remembered.ts';
import { noticeRateLimit } from './rateLimitNotice.ts';
import { wait } from './session.ts';

const raw = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

/**
 * Change password: equal old and new opens the 'same password' notice and sends nothing. Success: 'changes saved'
 * for 1 s, the new password is offered to the browser's password manager, then `to` after 1 s. Failure: the
 * loader hides, nothing else (the spec shows no message).
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
    // Too many tries is the one failure that is said: when the member may try again.
    noticeRateLimit(err, env, context.language, f.form);
    return;
  }
  env.dismiss(loading);
  env.notify({ messageKey: 'changes_saved', kind: 'success' });
  void storeCredential(raw(f.values.username), newPassword);
  await wait(1000);
  env.navigate(p.to, { replace: true });
});

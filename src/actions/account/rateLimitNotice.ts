import { retryAfterOf } from '../../core/retryAfter.ts';
import type { FormController } from '../../domain/account/formEvent.ts';
import { formatWait } from '../../i18n/formatWait.ts';
import type { AppEnv } from '../../renderer/env.ts';

/**
 * When the platform answered "too many attempts" with its wait: says when to try again, in the user's language
 * ("Please try again in 42 seconds"), holds the form's submit button for that long, and returns true. Any other
 * failure returns false and the caller says what it says.
 */
export function noticeRateLimit(err: unknown, env: AppEnv, language: string, form?: FormController): boolean {
  const wait = retryAfterOf(err);
  if (wait === undefined) return false;
  env.notify({ messageKey: 'too_many_wait', values: { wait: formatWait(wait, language) }, kind: 'error', durationMs: 6000 });
  form?.holdSubmit(wait);
  return true;
}

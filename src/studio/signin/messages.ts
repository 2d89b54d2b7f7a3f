import { isOffline, OpsError } from '../api/opsError.ts';
import { plural } from '../plural.ts';

/** Which field a failure is about, so the message sits at that field (and the field is marked invalid). */
type SignInField = 'username' | 'password' | 'totp' | 'currentPassword' | 'newPassword' | 'confirm' | null;

export interface SignInProblem {
  message: string;
  field: SignInField;
}

const minutesAndSeconds = (seconds: number): string => (seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute'));

/** A failed sign-in or password change in words a person acts on. */
export function describeProblem(err: unknown): SignInProblem {
  if (isOffline(err)) return { message: 'You appear to be offline, or the server cannot be reached. Check the connection and try again.', field: null };
  if (!(err instanceof OpsError)) return { message: 'Something went wrong. Try again.', field: null };
  switch (err.errorCode) {
    case 'operator.login.failed':
      return { message: 'Sign-in failed: the name, the password or the one-time code is not right. Check them and try again.', field: 'password' };
    case 'request.too.many': {
      const retryAfter = Number((err.value as { retryAfter?: unknown } | undefined)?.retryAfter);
      const wait =
        Number.isFinite(retryAfter) && retryAfter > 0 ? ` Wait ${minutesAndSeconds(retryAfter)}, then try again.` : ' Wait a little, then try again.';
      return { message: `Too many tries.${wait}`, field: null };
    }
    case 'operator.password.wrong':
      return { message: 'The current password is not right.', field: 'currentPassword' };
    case 'operator.password.weak':
      return { message: err.message, field: 'newPassword' };
    default:
      if (err.status === 401) return { message: 'Your session has ended. Sign in again.', field: null };
      return { message: err.message || `The request failed (${err.status}). Try again.`, field: null };
  }
}

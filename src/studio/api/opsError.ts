/**
 * A failed operator call as the studio reads it: the HTTP status (0: no answer at all, the browser is offline or
 * the server unreachable), the envelope's errorCode and message (in words a person reads), and its value (a
 * refused save's findings, a publish conflict's difference...).
 */
export class OpsError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly value: unknown;

  constructor(status: number, errorCode: string, message: string, value?: unknown) {
    super(message);
    this.name = 'OpsError';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
}

/** The errorCode of a call that got no answer (offline, server down, blocked). */
export const OFFLINE = 'network.offline';

/**
 * Whether a failure means the operator's session is gone (none, expired, or not valid: 401 `operator.session.*`):
 * the studio keeps the draft and asks to sign in again, then retries.
 */
export const isSessionLost = (err: unknown): boolean => err instanceof OpsError && err.status === 401 && err.errorCode.startsWith('operator.session.');

/** Whether a call got no answer at all (try again when the connection is back). */
export const isOffline = (err: unknown): boolean => err instanceof OpsError && err.status === 0;

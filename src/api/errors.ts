import { PlatformError } from '../core/platformApi.ts';

/**
 * A failed call: HTTP status (0 when no answer came), the platform's errorCode and message, and the envelope's
 * value (e.g. `{captcha: true}` on a login that now needs a captcha). A PlatformError, so the app's code that
 * catches PlatformError handles it too.
 */
export class ApiError extends PlatformError {
  constructor(status: number, errorCode: string, message: string, value: unknown = null) {
    super(status, errorCode, message, value);
    this.name = 'ApiError';
  }
}

/** Error codes the client itself produces or reacts to. */
export const ERROR_CODES = {
  offline: 'network.offline',
  timeout: 'network.timeout',
  aborted: 'request.aborted',
  badResponse: 'unknown.error',
  notSession: 'login.not.session',
  tokenIpDifferent: 'token_ip_different',
  keyUnknown: 'encryption.key.unknown',
} as const;

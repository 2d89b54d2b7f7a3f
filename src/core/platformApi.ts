/** Options of one platform call. */
export interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Encrypt the body with the brand's scheme (login, register, password calls, withdraw). */
  encrypt?: boolean;
  /** Extra headers the wire format asks for on some calls (Device, ModuleId, Idempotency-Key). */
  headers?: Record<string, string>;
  /** Send the body form-encoded (forgot password by email, head icon). */
  form?: boolean;
}

/** A failed platform call: HTTP status, the platform's errorCode and message, and the envelope's value. */
export class PlatformError extends Error {
  constructor(
    public readonly status: number,
    public readonly errorCode: string,
    message: string,
    public readonly value: unknown = null,
  ) {
    super(message || errorCode);
    this.name = 'PlatformError';
  }
}

/**
 * The platform calls the app's actions and data sources use. Built in src/app/platform.ts on the client in
 * src/api; replaced by fixtures in tests and the screen matrix.
 */
export interface PlatformApi {
  /** One call on a platform path, answering the envelope's value; failures throw PlatformError. */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
}

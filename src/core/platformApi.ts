import type { ApiCallName, ApiCalls, apiCalls } from '../generated/api/calls.ts';

export type { ApiCallName } from '../generated/api/calls.ts';

type FixedKeys<N extends ApiCallName> = (typeof apiCalls)[N] extends { fixed: infer F } ? keyof F : never;

/** What a caller passes for a call: its request without the parameters the client always fills in itself. */
export type CallInput<N extends ApiCallName> = Omit<ApiCalls[N]['request'], FixedKeys<N>>;

/** What a call answers: the envelope's value. */
export type CallResult<N extends ApiCallName> = ApiCalls[N]['response'];

/** Per-call options beyond the request itself. */
export interface CallOptions {
  /** Extra headers the wire format asks for on some calls (Device on login and register). */
  headers?: Record<string, string>;
  /** For a call that moves money: the key of this user action, the same on a retry (default: a new one). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The arguments of `call(name, ...)`: the input may be left out when every request field is optional. */
export type CallArgs<N extends ApiCallName> =
  object extends CallInput<N> ? [input?: CallInput<N>, options?: CallOptions] : [input: CallInput<N>, options?: CallOptions];

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
 * The platform, one typed function per call: `api.call('gameList', { gameType: 'RNG' })`. The call's name picks
 * its method, path, fixed parameters and encoding from the catalog (schemas/api/catalog.json), and its request
 * and response types from schemas/api. The browser's client is src/api; tests and the screen matrix answer calls
 * from fixtures by name.
 */
export interface PlatformApi {
  call<N extends ApiCallName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>>;
}

/**
 * One call of the platform by a name known only as a type parameter (the data layer's hooks). `api.call`'s rest
 * arguments make the input optional exactly for calls whose fields all are, which a generic caller cannot express;
 * the input was typed `CallInput<N>` by the hook's caller, so the call is made here in its untyped form. It lives
 * beside PlatformError, in the entry chunk, so a screen's first hook does not pull in another screen's chunk.
 */
export function callPlatform<N extends ApiCallName>(api: PlatformApi, name: N, input: CallInput<N> | undefined, options?: CallOptions): Promise<CallResult<N>> {
  const call = api.call as (name: ApiCallName, input?: object, options?: CallOptions) => Promise<CallResult<N>>;
  return call.call(api, name, input, options);
}

import type { ApiCallName, CallInput, CallOptions, CallResult, PlatformApi } from '../core/platformApi.ts';

/**
 * One call of the platform by a name known only as a type parameter. `api.call`'s rest arguments make the input
 * optional exactly for calls whose fields all are, which a generic caller cannot express; the input was typed
 * `CallInput<N>` by the hook's caller, so the call is made here in its untyped form.
 */
export function callPlatform<N extends ApiCallName>(api: PlatformApi, name: N, input: CallInput<N> | undefined, options?: CallOptions): Promise<CallResult<N>> {
  const call = api.call as (name: ApiCallName, input?: object, options?: CallOptions) => Promise<CallResult<N>>;
  return call.call(api, name, input, options);
}

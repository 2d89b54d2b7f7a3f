import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { type ApiCallName, type CallInput, type CallResult, callPlatform } from '../core/platformApi.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { useReadRetryDelays, useRenderer } from './RendererContext.tsx';
import { readWithRetries } from './readRetries.ts';

export interface CallRead<T> {
  /** The answer; kept while the same read is asked again. */
  data: T | undefined;
  /** The last failure, after the transient ones were tried again. */
  error: unknown;
  status: 'loading' | 'error' | 'ready';
  /** Asks again (the retry box). */
  retry(): void;
}

/**
 * A read a widget makes for itself rather than through a node's data binding (a dialog's bank list, one order's
 * detail, a downline's profile): the platform call `name` with `input` (null: not yet), through SWR like every
 * data source. Reads of one call and input share one request and one cache entry, keyed with the session and
 * language like a binding; transient failures are tried again before the error shows; a failed read is asked
 * again when the device is back online.
 */
export function useCallRead<N extends ApiCallName>(name: N, input: CallInput<N> | null): CallRead<CallResult<N>> {
  const { env } = useRenderer();
  const delays = useReadRetryDelays();
  const token = useAppState((s) => s.session?.token ?? null);
  const language = useAppState((s) => s.language);
  const key = input === null ? null : (['call', name, JSON.stringify(input), token, language] as const);
  const swr = useSWR(key, () => readWithRetries(() => callPlatform(env.api, name, input ?? undefined), delays), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { data, error, mutate } = swr;
  const retry = useCallback(() => void mutate(), [mutate]);
  const status = data !== undefined ? 'ready' : error !== undefined && !swr.isValidating ? 'error' : 'loading';
  return useMemo(() => ({ data, error, status, retry }), [data, error, status, retry]);
}

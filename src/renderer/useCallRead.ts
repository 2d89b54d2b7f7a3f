import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { type ApiCallName, type CallInput, type CallResult, callPlatform, PlatformError } from '../core/platformApi.ts';
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

export interface CallReadOptions {
  /**
   * Each input is asked once while the app runs: its answer, or the platform's refusal of it (a 4xx other than
   * 408 and 429, e.g. 409 "taken"), is kept and given again without a request.
   */
  once?: boolean;
  /**
   * The answer is the same whoever asks (whether a name is free): the read is not keyed with the session, so
   * signing in does not ask again (the register form, still drawn as its new member signs in, asked about the
   * name that had just become theirs and got 409 "taken").
   */
  anyone?: boolean;
}

/** A refusal kept in the cache as the read's answer (SWR asks again for a key that has no data). */
class Refusal {
  constructor(readonly error: PlatformError) {}
}

/** The platform refused the input itself: asking again gets the same answer (not a timeout, not "too many"). */
const isRefusal = (err: unknown): err is PlatformError =>
  err instanceof PlatformError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;

/**
 * A read a widget makes for itself rather than through a node's data binding (a dialog's bank list, one order's
 * detail, a downline's profile): the platform call `name` with `input` (null: not yet), through SWR like every
 * data source. Reads of one call and input share one request and one cache entry, keyed with the session and
 * language like a binding; transient failures are tried again before the error shows; a failed read is asked
 * again when the device is back online.
 */
export function useCallRead<N extends ApiCallName>(name: N, input: CallInput<N> | null, options: CallReadOptions = {}): CallRead<CallResult<N>> {
  const { env } = useRenderer();
  const delays = useReadRetryDelays();
  const token = useAppState((s) => s.session?.token ?? null);
  const language = useAppState((s) => s.language);
  const key = input === null ? null : (['call', name, JSON.stringify(input), options.anyone === true ? null : token, language] as const);
  const read = () => readWithRetries(() => callPlatform(env.api, name, input ?? undefined), delays);
  const once = options.once === true;
  const swr = useSWR<CallResult<N> | Refusal>(key, once ? () => read().catch((err) => (isRefusal(err) ? new Refusal(err) : Promise.reject(err))) : read, {
    revalidateOnFocus: false,
    revalidateIfStale: !once,
    shouldRetryOnError: false,
  });
  const { mutate } = swr;
  const refused = swr.data instanceof Refusal ? swr.data : undefined;
  const data = refused ? undefined : (swr.data as CallResult<N> | undefined);
  const error = refused ? refused.error : swr.error;
  const retry = useCallback(() => void mutate(), [mutate]);
  const status = data !== undefined ? 'ready' : error !== undefined && !swr.isValidating ? 'error' : 'loading';
  return useMemo(() => ({ data, error, status, retry }), [data, error, status, retry]);
}

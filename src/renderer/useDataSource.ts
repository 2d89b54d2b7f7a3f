import { useCallback, useMemo, useRef } from 'react';
import useSWR from 'swr';
import type { DataBinding } from '../generated/data-binding.ts';
import type { DataState } from './dataSource.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { useConditionContext } from './ConditionScope.tsx';
import { useRenderer } from './RendererContext.tsx';
import { readSource } from './readSource.ts';
import { SavedCopy } from './savedCopies.ts';
import { bindingRead, dataKeyString, type DataKey } from './dataKey.ts';

/**
 * Fetches a node's named data source through SWR. Sources that need a session make no call for guests and
 * yield no data; errors come back as `error` with a `retry` (the widget shows "load failed, click to retry").
 */
export function useDataSource(binding: DataBinding | undefined): DataState<unknown> | undefined {
  const renderer = useRenderer();
  const context = useConditionContext();
  const token = useAppState((s) => s.session?.token ?? null);
  const def = binding ? renderer.dataSource(binding.source) : undefined;
  const reads = binding ? bindingRead(binding, def, context, token) : null;
  const params = reads?.params ?? {};
  const key: DataKey | null = reads?.key ?? null;
  const keyString = key ? dataKeyString(key) : null;
  // A read the boot preloaded for this very key (the first screen's data) is handed over by SWR, not repeated; if it
  // has already answered, the first render draws that answer.
  const swr = useSWR(key, () => (def && keyString ? readSource(def, params, context, keyString, token, renderer) : undefined), {
    fallbackData: keyString ? renderer.preloadedValue(keyString) : undefined,
    revalidateOnFocus: false,
    // Transient failures are retried inside the fetch (readWithRetries), so the error SWR sees is the lasting one;
    // a failed source reloads by itself when the device comes back online (SWR's revalidateOnReconnect).
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  const { data, error, isLoading, mutate } = swr;
  // A tap on the retry while its reload is under way is not a new reload: SWR would start the read again and drop
  // the answer on its way, and a player tapping every second on a slow network would never see the data.
  const reloading = useRef(false);
  const retry = useCallback(() => {
    if (reloading.current) return;
    reloading.current = true;
    const done = () => {
      reloading.current = false;
    };
    mutate().then(done, done);
  }, [mutate]);
  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);
  // Back online, a saved copy asks for the list afresh (the app's SWR reconnect, see AppRoot's swrOptions).
  // The same object while nothing changed: widgets are memoised and take it through useDeferredValue.
  return useMemo((): DataState<unknown> | undefined => {
    if (!binding) return undefined;
    if (!def)
      return {
        data: undefined,
        error: new Error(`Unknown data source "${binding.source}"`),
        isLoading: false,
        retry: () => undefined,
        refresh: async () => undefined,
      };
    const err = error instanceof Error ? error : error ? new Error(String(error)) : undefined;
    // A saved copy reaches the widget as its data; the node marks it (NodeView) and offers the retry.
    if (data instanceof SavedCopy) return { data: data.value, savedAt: data.savedAt, error: err, isLoading, retry, refresh };
    return { data, error: err, isLoading, retry, refresh };
  }, [binding, def, data, error, isLoading, retry, refresh]);
}

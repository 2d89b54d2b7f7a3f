import type { PlatformApi } from '../core/platformApi.ts';
import type { BrandDocument } from '../generated/brand.ts';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';

/** Wires the platform client to the brand (API base, merchant) and the session in the store. */
export function createPlatformApi(brand: BrandDocument, store: Store<AppState>): PlatformApi {
  return {
    async request<T>(method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }): Promise<T> {
      const url = new URL(brand.api.baseUrl + path, window.location.origin);
      for (const [k, v] of Object.entries(options?.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
      const token = store.getState().session?.token;
      const headers: Record<string, string> = { Merchant: brand.merchantCode, Language: store.getState().language };
      if (token) headers.Authorization = token;
      if (options?.body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: options?.body === undefined ? undefined : JSON.stringify(options.body) });
      const envelope = (await res.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
      if (!res.ok || !envelope.success) throw new Error(envelope.errorCode ?? envelope.message ?? `HTTP ${res.status}`);
      return envelope.value;
    },
  };
}

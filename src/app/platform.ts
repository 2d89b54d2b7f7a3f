import { warmCallCatalog } from '../api/callSpec.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { afterLoad } from '../core/afterLoad.ts';
import type { EncryptionScheme } from '../api/encryption/index.ts';
import type { BrandDocument } from '../generated/brand.ts';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';
import { keepTraceId } from '../state/sessionRecord.ts';

/**
 * The platform client (src/api) wired to the brand (API base, merchant, the brand's body encryption setting,
 * timeout) and to the session: the token it sends (from the store), the trace id it keeps (in the stored session
 * record, not the store), the session it drops.
 */
export function createPlatformApi(brand: BrandDocument, store: Store<AppState>, sessionStorage: Storage, onSessionLost?: () => void): ApiClient {
  // The catalogue's later half (calls no first screen asks) is in before a tap needs it.
  afterLoad(warmCallCatalog);
  return createApiClient({
    baseUrl: brand.api.baseUrl,
    merchantCode: brand.merchantCode,
    timeoutMs: brand.api.timeoutMs,
    readTimeoutMs: brand.api.readTimeoutMs,
    getToken: () => store.getState().session?.token,
    getLanguage: () => window.localStorage.getItem('language') || store.getState().language,
    // Scheme names as literals: importing the cipher modules here would put crypto-js in the first screen's JS.
    encryption: (): EncryptionScheme => (brand.api.encryption === 'legacy' ? 'legacy-des' : 'oaep-gcm'),
    onSessionLost: () => onSessionLost?.(),
    paceRequests: true,
    onTraceId: (id) => keepTraceId(sessionStorage, id),
  });
}

import type { BodyEncryptor, ModernPublicKey } from '../api/encryption/index.ts';
import { PlatformError, type PlatformApi, type RequestOptions } from '../core/platformApi.ts';
import type { BrandDocument } from '../generated/brand.ts';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

const b64 = (s: string): string => btoa(unescape(encodeURIComponent(s)));

/**
 * The platform client wired to the brand (API base, merchant, encryption scheme) and the session in the store:
 * wire-format headers, envelope parsing, a timeout, offline and network failures as PlatformError codes, and
 * in-flight de-duplication of identical GETs.
 */
export function createPlatformApi(brand: BrandDocument, store: Store<AppState>, onSessionLost?: () => void): PlatformApi {
  const inflight = new Map<string, Promise<unknown>>();
  const send = async <T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> => {
    const url = new URL(brand.api.baseUrl + path, window.location.origin);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const state = store.getState();
    const headers: Record<string, string> = {
      Merchant: brand.merchantCode,
      Language: (window.localStorage.getItem('language') || state.language || 'EN').toUpperCase(),
      'X-Real-UA': b64(navigator.userAgent),
      ...options.headers,
    };
    if (state.session?.token) headers.Authorization = state.session.token;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (options.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(Object.entries(options.body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')])).toString();
      } else {
        const payload = options.encrypt ? await (await encryptor()).encrypt(method, path, options.body) : { body: options.body, headers: {} };
        Object.assign(headers, payload.headers);
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(payload.body);
      }
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new PlatformError(0, 'network.offline', 'offline');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), brand.api.timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    } catch (err) {
      const timeout = controller.signal.aborted;
      throw new PlatformError(0, timeout ? 'network.timeout' : 'network.offline', err instanceof Error ? err.message : String(err));
    } finally {
      clearTimeout(timer);
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await res.json()) as Envelope<T>;
    } catch {
      throw new PlatformError(res.status, 'unknown.error', `HTTP ${res.status}`);
    }
    const traceId = res.headers.get('x-app-trace-id');
    if (traceId && store.getState().session) {
      store.update((s) => {
        if (s.session) s.session.spanId = traceId;
      });
    }
    if (!res.ok || !envelope.success) {
      const code = envelope.errorCode ?? 'unknown.error';
      if (code === 'encryption.key.unknown') void encryptor().then((e) => e.reset());
      if (res.status === 401 && code === 'login.not.session') onSessionLost?.();
      throw new PlatformError(res.status, code, envelope.message ?? '', envelope.value ?? null);
    }
    return envelope.value;
  };
  // The ciphers (crypto-js for the legacy scheme) load only when a screen first sends an encrypted body.
  let encryptorPromise: Promise<BodyEncryptor> | undefined;
  const encryptor = (): Promise<BodyEncryptor> =>
    (encryptorPromise ??= import('../api/encryption/index.ts').then((m) =>
      m.createBodyEncryptor(() => (brand.api.encryption === 'legacy' ? m.LEGACY_SCHEME : m.MODERN_SCHEME), {
        modernKey: () => send<ModernPublicKey>('GET', '/wps/session/key/oaep'),
        legacyKey: () => send<string>('GET', '/wps/session/key/rsa'),
      }),
    ));
  return {
    request<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
      if (method !== 'GET') return send<T>(method, path, options);
      // Identical GETs in flight share one request (wire format: de-duplicated by url, params, headers).
      const key = `${path}?${JSON.stringify(options?.query ?? {})}|${store.getState().session?.token ?? ''}|${store.getState().language}`;
      let p = inflight.get(key) as Promise<T> | undefined;
      if (!p) {
        p = send<T>(method, path, options).finally(() => inflight.delete(key));
        inflight.set(key, p);
      }
      return p;
    },
  };
}

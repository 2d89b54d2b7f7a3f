import { loadOnce } from '../core/loadOnce.ts';
import type { ApiCallName, CallOptions, PlatformApi } from '../core/platformApi.ts';
import type { EncryptionScheme, ModernPublicKey } from './encryption/index.ts';
import { ApiError, ERROR_CODES } from './errors.ts';
import { createFetchPacer } from './fetchPacer.ts';
import { baseHeaders, dedupeKey } from './headers.ts';
import { callTravel, type CallTravel } from './callSpec.ts';
import { wireRequest, type WireRequest } from './wireRequest.ts';

type Method = WireRequest['method'];

export interface ApiClientOptions {
  /** API origin + prefix ('' for the same origin); paths start with /wps or /lgw. */
  baseUrl: string;
  merchantCode: string;
  /** The raw session token (MC_SESSION_INFO.token), read on every call. */
  getToken: () => string | null | undefined;
  /** localStorage.language, else the current language; upper-cased, default EN. */
  getLanguage: () => string | null | undefined;
  /** The brand's body scheme (system status info.encryption.scheme), read when a body is encrypted. */
  encryption: EncryptionScheme | (() => EncryptionScheme);
  fetch?: typeof fetch;
  /** How long a call that changes something waits (POST); default 15 s. */
  timeoutMs?: number;
  /** How long a read waits (GET); default 7 s, so a screen offers its retry within 10 s of asking. */
  readTimeoutMs?: number;
  userAgent?: string;
  /** 401 login.not.session: the app drops MC_SESSION_INFO. */
  onSessionLost?: (err: ApiError) => void;
  /** Every failure, after onSessionLost (e.g. token_ip_different sets autoLogin=0). */
  onError?: (err: ApiError) => void;
  /** x-app-trace-id of each answer (kept as MC_SESSION_INFO.spanId). */
  onTraceId?: (id: string) => void;
  /** Whether the device says it is offline (default navigator.onLine === false). */
  isOffline?: () => boolean;
  /** Start requests one per task (the browser app: see createFetchPacer). */
  paceRequests?: boolean;
}

/** One request on the wire (see wireRequest), with its cancel signal. */
type SendOptions = Omit<WireRequest, 'method' | 'path'> & { signal?: AbortSignal };

/** The platform client: every call by name (PlatformApi), plus the trace id of the last answer. */
export interface ApiClient extends PlatformApi {
  lastTraceId(): string | undefined;
  /** Resolves once every request asked for so far has gone out (paced requests start one per task). */
  allStarted(): Promise<void>;
}

interface Envelope {
  success?: unknown;
  value?: unknown;
  errorCode?: unknown;
  message?: unknown;
}

const defaultOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Builds the client; framework-free, works in the browser and in Node 20. */
export function createApiClient(o: ApiClientOptions): ApiClient {
  const rawFetch = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pace = o.paceRequests && typeof MessageChannel === 'function' ? createFetchPacer() : null;
  /**
   * Starts a request (paced: one per task). `onStart` runs as it really starts: the request's timeout counts from
   * then, and its timer is set in that task, not in the one that asked (a render asking for five).
   */
  const startFetch = (onStart: () => void, input: string, init: RequestInit): Promise<Response> => {
    const go = () => {
      onStart();
      return rawFetch(input, init);
    };
    return pace ? pace(go) : go();
  };
  const timeoutMs = o.timeoutMs ?? 15_000;
  const readTimeoutMs = o.readTimeoutMs ?? 7_000;
  const inflight = new Map<string, Promise<unknown>>();
  let traceId: string | undefined;

  const scheme = (): EncryptionScheme => (typeof o.encryption === 'function' ? o.encryption() : o.encryption);
  // The ciphers load on first use, so pages that never send an encrypted body never download crypto-js; a load
  // that failed (offline) is tried again by the next encrypted call.
  const encryptor = loadOnce(() =>
    import('./encryption/index.ts').then((m) =>
      m.createBodyEncryptor(scheme, {
        modernKey: async () => send<ModernPublicKey>('GET', (await callTravel('oaepKey')).path, { headers: {} }),
        legacyKey: async () => send<string>('GET', (await callTravel('legacyKey')).path, { headers: {} }),
      }),
    ),
  );
  const getEncryptor = encryptor.load;

  const fail = (err: ApiError): never => {
    if (err.status === 401 && err.errorCode === ERROR_CODES.notSession) o.onSessionLost?.(err);
    o.onError?.(err);
    throw err;
  };

  async function send<T>(method: Method, path: string, opts: SendOptions, headersIn?: Record<string, string>): Promise<T> {
    const url = new URL(o.baseUrl + path, typeof location !== 'undefined' ? location.href : 'http://localhost/');
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers = headersIn ?? {
      ...baseHeaders({ merchantCode: o.merchantCode, token: o.getToken(), language: o.getLanguage(), userAgent: o.userAgent }),
      ...opts.headers,
    };
    let body: string | FormData | undefined;
    if (opts.body !== undefined) {
      if (opts.form) {
        const fields = Object.entries(opts.body);
        // A file (an upload) makes it multipart/form-data, its boundary written by fetch; else form-encoded text.
        if (fields.some(([, v]) => v instanceof Blob)) {
          body = new FormData();
          for (const [k, v] of fields) body.append(k, v instanceof Blob ? v : String(v ?? ''));
        } else {
          headers['Content-Type'] = 'application/x-www-form-urlencoded';
          body = new URLSearchParams(fields.map(([k, v]) => [k, String(v ?? '')])).toString();
        }
      } else {
        const enc = opts.encrypt && scheme() !== 'plain' ? await (await getEncryptor()).encrypt(method, path, opts.body) : { body: opts.body, headers: {} };
        Object.assign(headers, enc.headers);
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(enc.body);
      }
    }
    if ((o.isOffline ?? defaultOffline)()) fail(new ApiError(0, ERROR_CODES.offline, 'You are offline. Check your connection and try again.'));
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const armTimeout = () => {
      timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        method === 'GET' ? readTimeoutMs : timeoutMs,
      );
    };
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    let res: Response;
    try {
      res = await startFetch(armTimeout, url.toString(), { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    } catch (e) {
      if (timedOut) return fail(new ApiError(0, ERROR_CODES.timeout, 'The network is slow: the request timed out. Please try again.'));
      if (opts.signal?.aborted) return fail(new ApiError(0, ERROR_CODES.aborted, 'The request was cancelled.'));
      return fail(new ApiError(0, ERROR_CODES.offline, `Network error: ${e instanceof Error ? e.message : String(e)}`));
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    const trace = res.headers.get('x-app-trace-id');
    if (trace) {
      traceId = trace;
      o.onTraceId?.(trace);
    }
    let env: Envelope;
    try {
      env = (await res.json()) as Envelope;
    } catch {
      return fail(new ApiError(res.status, ERROR_CODES.badResponse, `Unknown error (HTTP ${res.status}).`));
    }
    if (!res.ok || env.success !== true) {
      const code = typeof env.errorCode === 'string' ? env.errorCode : ERROR_CODES.badResponse;
      const err = new ApiError(res.ok ? 400 : res.status, code, typeof env.message === 'string' ? env.message : '', env.value ?? null);
      // The server's keys changed (restart with a new database): forget ours and send once more.
      if (code === ERROR_CODES.keyUnknown && opts.encrypt && !opts.headers?.['X-Retried']) {
        (await getEncryptor()).reset();
        return send<T>(method, path, { ...opts, headers: { ...opts.headers, 'X-Retried': '1' } });
      }
      return fail(err);
    }
    return env.value as T;
  }

  function request<T>(method: Method, path: string, options: SendOptions): Promise<T> {
    if (method !== 'GET' || options.signal) return send<T>(method, path, options);
    // Identical GETs in flight share one request: same url, params and headers.
    const headers = {
      ...baseHeaders({ merchantCode: o.merchantCode, token: o.getToken(), language: o.getLanguage(), userAgent: o.userAgent }),
      ...options.headers,
    };
    const key = dedupeKey(path, options.query, headers);
    let p = inflight.get(key) as Promise<T> | undefined;
    if (!p) {
      p = send<T>(method, path, options, headers).finally(() => inflight.delete(key));
      inflight.set(key, p);
    }
    return p;
  }

  // The catalog picks each call's method, path and encoding at run time; its types come from PlatformApi.
  const call = (name: ApiCallName, input?: object, options: CallOptions = {}): Promise<unknown> => {
    const go = (spec: CallTravel) => {
      const { method, path, ...wire } = wireRequest(spec, input, options, (o.getLanguage() || 'EN').toUpperCase());
      return request(method, path, { ...wire, signal: options.signal });
    };
    const spec = callTravel(name);
    return spec instanceof Promise ? spec.then(go, (err: ApiError) => fail(err)) : go(spec);
  };
  return { call: call as PlatformApi['call'], lastTraceId: () => traceId, allStarted: () => pace?.allStarted() ?? Promise.resolve() };
}

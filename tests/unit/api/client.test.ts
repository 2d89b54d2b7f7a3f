import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions } from '../../../src/api/index.ts';
import { fakeFetch, json, okValue } from './fakeServer.ts';

const make = (f: typeof fetch, extra: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl: 'http://api.test',
    merchantCode: 'LUCKY88',
    getToken: () => null,
    getLanguage: () => 'ty',
    encryption: 'plain',
    fetch: f,
    userAgent: 'Mozilla/5.0 (iPhone) ✓',
    isOffline: () => false,
    ...extra,
  });

describe('api client: headers and envelope', () => {
  it('sends the wire-format headers and returns the value', async () => {
    const { fetch, seen } = fakeFetch(() => okValue({ a: 1 }));
    const api = make(fetch, { getToken: () => 'tok123' });
    await expect(api.request('GET', '/wps/member/info', { query: { x: 1, y: undefined } })).resolves.toEqual({ a: 1 });
    const h = seen[0].headers;
    expect(h.merchant).toBe('LUCKY88');
    expect(h.language).toBe('TY');
    expect(h.authorization).toBe('tok123');
    expect(new TextDecoder().decode(Uint8Array.from(atob(h['x-real-ua']), (c) => c.charCodeAt(0)))).toBe('Mozilla/5.0 (iPhone) ✓');
    expect(seen[0].url.toString()).toBe('http://api.test/wps/member/info?x=1');
  });

  it('omits Authorization when signed out and defaults the language to EN', async () => {
    const { fetch, seen } = fakeFetch(() => okValue(null));
    await make(fetch, { getLanguage: () => '' }).request('GET', '/wps/system/whitelabel');
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.language).toBe('EN');
  });

  it('turns failures into ApiError with status, code, message and value', async () => {
    const { fetch } = fakeFetch(() => json(400, { success: false, errorCode: 'login.cred.err', message: 'Incorrect', value: { captcha: true } }));
    const err = await make(fetch).request('POST', '/wps/session/login', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, errorCode: 'login.cred.err', message: 'Incorrect', value: { captcha: true } });
  });

  it('treats a 200 with success:false and a non-JSON answer as errors', async () => {
    const a = fakeFetch(() => json(200, { success: false, errorCode: 'x.y', message: 'm' }));
    await expect(make(a.fetch).request('GET', '/wps/a')).rejects.toMatchObject({ errorCode: 'x.y' });
    const b = fakeFetch(() => new Response('<html>', { status: 502 }));
    await expect(make(b.fetch).request('GET', '/wps/a')).rejects.toMatchObject({ status: 502, errorCode: 'unknown.error' });
  });

  it('reports a lost session and keeps the trace id', async () => {
    const onSessionLost = vi.fn();
    const onTraceId = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { success: false, errorCode: 'login.not.session', message: 'out' }));
    const api = make(fetch, { onSessionLost, onTraceId });
    await expect(api.request('GET', '/wps/member/info')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(onTraceId).toHaveBeenCalledWith('abc123');
    expect(api.lastTraceId()).toBe('abc123');
  });

  it('sends form bodies form-encoded', async () => {
    const { fetch, seen } = fakeFetch(() => okValue(true));
    await make(fetch).request('POST', '/wps/member/password/email', { body: { username: 'a b', email: 'x@y.z' }, form: true });
    expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0].body).toBe('username=a+b&email=x%40y.z');
  });
});

describe('api client: de-duplication, timeout, offline', () => {
  it('shares identical GETs in flight, not different ones', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { fetch, seen } = fakeFetch(async () => {
      await gate;
      return okValue(1);
    });
    let token = 'a';
    const api = make(fetch, { getToken: () => token });
    const p1 = api.request('GET', '/wps/x', { query: { a: 1, b: 2 } });
    const p2 = api.request('GET', '/wps/x', { query: { b: 2, a: 1 } });
    const p3 = api.request('GET', '/wps/x', { query: { a: 2 } });
    token = 'b';
    const p4 = api.request('GET', '/wps/x', { query: { a: 1, b: 2 } });
    release();
    await Promise.all([p1, p2, p3, p4]);
    expect(seen.length).toBe(3);
    await api.request('GET', '/wps/x', { query: { a: 1, b: 2 } });
    expect(seen.length).toBe(4); // finished requests are not cached
  });

  it('times out slow answers as network.timeout', async () => {
    const { fetch } = fakeFetch((_req, signal) => new Promise((_res, rej) => signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')))));
    await expect(make(fetch, { timeoutMs: 20 }).request('GET', '/wps/slow')).rejects.toMatchObject({ status: 0, errorCode: 'network.timeout' });
  });

  it('times out paced requests too, each from when it starts', async () => {
    const { fetch, seen } = fakeFetch((_req, signal) => new Promise((_res, rej) => signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')))));
    const api = make(fetch, { timeoutMs: 20, paceRequests: true });
    const answers = ['/wps/a', '/wps/b', '/wps/c'].map((path) => api.request('GET', path));
    for (const answer of answers) await expect(answer).rejects.toMatchObject({ status: 0, errorCode: 'network.timeout' });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/wps/a', '/wps/b', '/wps/c']);
  });

  it('maps network failures and an offline device to network.offline', async () => {
    const { fetch, seen } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(make(fetch).request('GET', '/wps/a')).rejects.toMatchObject({ errorCode: 'network.offline' });
    await expect(make(fetch, { isOffline: () => true }).request('GET', '/wps/b')).rejects.toMatchObject({ errorCode: 'network.offline' });
    expect(seen.length).toBe(1);
  });
});

import { callTravel } from '../../../src/api/callSpec.ts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions } from '../../../src/api/index.ts';
import { apiCalls } from '../../../src/generated/api/calls.ts';
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

const pathOf = (r: { url: URL }) => r.url.pathname;

describe('api client: headers and envelope', () => {
  it('sends the wire-format headers and returns the value', async () => {
    const { fetch, seen } = fakeFetch(() => okValue({ a: 1 }));
    const api = make(fetch, { getToken: () => 'tok123' });
    await expect(api.call('downlines', { account: 'ab', pageNo: undefined })).resolves.toEqual({ a: 1 });
    const h = seen[0].headers;
    expect(h.merchant).toBe('LUCKY88');
    expect(h.language).toBe('TY');
    expect(h.authorization).toBe('tok123');
    expect(new TextDecoder().decode(Uint8Array.from(atob(h['x-real-ua']), (c) => c.charCodeAt(0)))).toBe('Mozilla/5.0 (iPhone) ✓');
    expect(seen[0].url.toString()).toBe(`http://api.test${apiCalls.downlines.path}?account=ab`);
  });

  it('omits Authorization when signed out and defaults the language to EN', async () => {
    const { fetch, seen } = fakeFetch(() => okValue(null));
    await make(fetch, { getLanguage: () => '' }).call('whitelabel');
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.language).toBe('EN');
  });

  it('turns failures into ApiError with status, code, message and value', async () => {
    const { fetch } = fakeFetch(() => json(400, { success: false, errorCode: 'login.cred.err', message: 'Incorrect', value: { captcha: true } }));
    const err = await make(fetch)
      .call('login', { username: 'a', password: 'b' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, errorCode: 'login.cred.err', message: 'Incorrect', value: { captcha: true } });
  });

  it('treats a 200 with success:false and a non-JSON answer as errors', async () => {
    const a = fakeFetch(() => json(200, { success: false, errorCode: 'x.y', message: 'm' }));
    await expect(make(a.fetch).call('memberInfo')).rejects.toMatchObject({ errorCode: 'x.y' });
    const b = fakeFetch(() => new Response('<html>', { status: 502 }));
    await expect(make(b.fetch).call('memberInfo')).rejects.toMatchObject({ status: 502, errorCode: 'unknown.error' });
  });

  it('reports a lost session and keeps the trace id', async () => {
    const onSessionLost = vi.fn();
    const onTraceId = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { success: false, errorCode: 'login.not.session', message: 'out' }));
    const api = make(fetch, { onSessionLost, onTraceId });
    await expect(api.call('memberInfo')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(onTraceId).toHaveBeenCalledWith('abc123');
    expect(api.lastTraceId()).toBe('abc123');
  });
});

describe('api client: what the catalog fills in', () => {
  it('sends a form call form-encoded', async () => {
    const { fetch, seen } = fakeFetch(() => okValue(true));
    await make(fetch).call('forgotPasswordEmail', { username: 'a b', email: 'x@y.z' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: new URL(`http://api.test${apiCalls.forgotPasswordEmail.path}`) });
    expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0].body).toBe('username=a+b&email=x%40y.z');
  });

  it('adds the fixed parameters and the current language to a game list page', async () => {
    const { fetch, seen } = fakeFetch(() => okValue({ games: [] }));
    await make(fetch).call('gameList', { gameType: 'RNG', pageSize: 9 });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
      gameType: 'RNG',
      pageSize: '9',
      language: 'TY',
      platform: 'html5',
      clientType: '2',
      imgSize: 'rx2',
    });
  });

  it('keeps a language the caller chose, and names the language parameter per call (helpCenter: lang)', async () => {
    const { fetch, seen } = fakeFetch(() => okValue([]));
    await make(fetch).call('rankList', { language: 'CN' });
    await make(fetch).call('helpCenter');
    expect(seen[0].url.searchParams.get('language')).toBe('CN');
    expect(seen[1].url.searchParams.get('lang')).toBe('TY');
  });

  it("sends constant headers with the caller's (register: ModuleId and Device)", async () => {
    const { fetch, seen } = fakeFetch(() => okValue({ token: 't' }));
    await make(fetch).call('registerMobile', { username: 'u', password: 'p', confirmPassword: 'p', mobileNum: '09171234567' }, { headers: { Device: 'PWA' } });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].headers).toMatchObject({ moduleid: 'MOBILENUMREG3', device: 'PWA' });
  });

  it('gives a money call an Idempotency-Key: a new one per action, the given one on a retry', async () => {
    const { fetch, seen } = fakeFetch(() => okValue({ orderNo: 'D1' }));
    const api = make(fetch);
    await api.call('depositRequest', { channelCode: 'DEMO', amount: 100 });
    await api.call('depositRequest', { channelCode: 'DEMO', amount: 100 });
    await api.call('depositRequest', { channelCode: 'DEMO', amount: 100 }, { idempotencyKey: 'k-1' });
    const keys = seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('k-1');
  });

  it('sends no body when a call has nothing to send', async () => {
    const { fetch, seen } = fakeFetch(() => okValue(true));
    await make(fetch).call('logout');
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: undefined });
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
    await callTravel('downlines'); // the catalogue's later half is in: the calls below start at once
    const p1 = api.call('downlines', { pageNo: 1, pageSize: 2 });
    const p2 = api.call('downlines', { pageSize: 2, pageNo: 1 });
    const p3 = api.call('downlines', { pageNo: 2 });
    token = 'b';
    const p4 = api.call('downlines', { pageNo: 1, pageSize: 2 });
    release();
    await Promise.all([p1, p2, p3, p4]);
    expect(seen.length).toBe(3);
    await api.call('downlines', { pageNo: 1, pageSize: 2 });
    expect(seen.length).toBe(4); // finished requests are not cached
  });

  it('times out slow answers as network.timeout: reads after readTimeoutMs, writes after timeoutMs', async () => {
    const { fetch, seen } = fakeFetch(
      (_req, signal) => new Promise((_res, rej) => signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')))),
    );
    const started = Date.now();
    await expect(make(fetch, { readTimeoutMs: 20, timeoutMs: 60_000 }).call('memberInfo')).rejects.toMatchObject({ status: 0, errorCode: 'network.timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const write = make(fetch, { readTimeoutMs: 60_000, timeoutMs: 20 }).call('promoCodeRedeem', { code: 'ABC' });
    await expect(write).rejects.toMatchObject({ status: 0, errorCode: 'network.timeout' });
    expect(seen.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('times out paced requests too, each from when it starts', async () => {
    const { fetch, seen } = fakeFetch(
      (_req, signal) => new Promise((_res, rej) => signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')))),
    );
    const api = make(fetch, { readTimeoutMs: 20, paceRequests: true });
    const answers = [api.call('memberInfo'), api.call('walletBalance'), api.call('whitelabel')];
    for (const answer of answers) await expect(answer).rejects.toMatchObject({ status: 0, errorCode: 'network.timeout' });
    expect(seen.map(pathOf)).toEqual([apiCalls.memberInfo.path, apiCalls.walletBalance.path, apiCalls.whitelabel.path]);
  });

  it('maps network failures and an offline device to network.offline', async () => {
    const { fetch, seen } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(make(fetch).call('memberInfo')).rejects.toMatchObject({ errorCode: 'network.offline' });
    await expect(make(fetch, { isOffline: () => true }).call('walletBalance')).rejects.toMatchObject({ errorCode: 'network.offline' });
    expect(seen.length).toBe(1);
  });
});

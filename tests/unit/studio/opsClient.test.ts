import { describe, expect, it } from 'vitest';
import { createOpsClient } from '../../../src/studio/api/opsClient.ts';
import { isOffline, isSessionLost, OpsError } from '../../../src/studio/api/opsError.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

const session = (csrfToken: string, mustChangePassword = false) => ({
  id: 1,
  username: 'operator',
  roles: [{ brand: '*', role: 'admin' }],
  csrfToken,
  mustChangePassword,
  totp: false,
  idleExpiresAt: 2,
  expiresAt: 3,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: answers by path from a queue, recording every request. */
function fakeServer(answers: Record<string, (() => Response)[]>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    const path = String(input).split('?')[0];
    const next = answers[path]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}
const header = (s: Sent, name: string) => (s.init.headers as Record<string, string>)[name];

describe("the studio's operator client", () => {
  it('sends GET input as the query, same-origin with the cookie, and no CSRF header', async () => {
    const server = fakeServer({ '/ops/brands/revision': [() => json(200, { success: true, value: { files: {} } })] });
    const client = createOpsClient({ fetch: server.fetch });
    await client.call('brandRevision', { brand: 'royal', revision: 3 });
    expect(server.sent[0].url).toBe('/ops/brands/revision?brand=royal&revision=3');
    expect(server.sent[0].init.method).toBe('GET');
    expect(server.sent[0].init.credentials).toBe('same-origin');
    expect(header(server.sent[0], 'x-csrf-token')).toBeUndefined();
  });

  it('asks for the session before the first change and sends its CSRF token on every non-GET call', async () => {
    const server = fakeServer({
      '/ops/session': [() => json(200, { success: true, value: session('csrf-1') })],
      '/ops/brands/save': [
        () => json(200, { success: true, value: { revision: {}, warnings: [] } }),
        () => json(200, { success: true, value: { revision: {}, warnings: [] } }),
      ],
    });
    const client = createOpsClient({ fetch: server.fetch });
    const input = { brand: 'royal', parent: 1, message: 'x', files: { 'brand.json': '{}' } };
    await client.call('brandSave', input);
    await client.call('brandSave', input);
    expect(server.sent.map((s) => s.url)).toEqual(['/ops/session', '/ops/brands/save', '/ops/brands/save']);
    expect(header(server.sent[1], 'x-csrf-token')).toBe('csrf-1');
    expect(JSON.parse(String(server.sent[1].init.body))).toEqual(input);
    expect(client.session?.csrfToken).toBe('csrf-1');
  });

  it('keeps the token of the last session answer (sign-in, password change) and asks again once when it is refused', async () => {
    const server = fakeServer({
      '/ops/session/login': [() => json(200, { success: true, value: session('csrf-a', true) })],
      '/ops/session/password': [() => json(200, { success: true, value: session('csrf-b') })],
      '/ops/brands/check': [
        () => json(403, { success: false, errorCode: 'operator.csrf.invalid', message: 'no' }),
        () => json(200, { success: true, value: { errors: [], warnings: [], lines: [], files: {} } }),
      ],
      '/ops/session': [() => json(200, { success: true, value: session('csrf-c') })],
    });
    const client = createOpsClient({ fetch: server.fetch });
    await client.login({ username: 'operator', password: 'one-time' });
    expect(header(server.sent[0], 'x-csrf-token')).toBeUndefined();
    await client.call('operatorPasswordChange', { currentPassword: 'one-time', newPassword: 'correct horse battery staple' });
    expect(header(server.sent[1], 'x-csrf-token')).toBe('csrf-a');
    await client.call('brandCheck', { brand: 'royal', files: {} });
    expect(header(server.sent[2], 'x-csrf-token')).toBe('csrf-b');
    expect(header(server.sent[4], 'x-csrf-token')).toBe('csrf-c');
  });

  it('throws OpsError with the status, code, message and value; a lost session and an offline call are told apart', async () => {
    const findings = { findings: [{ file: 'screens/royal/brand.json' }], lines: [] };
    const server = fakeServer({
      '/ops/brands': [() => json(401, { success: false, errorCode: 'operator.session.expired', message: 'Your operator session has ended: sign in again.' })],
      '/ops/brands/revision': [() => json(404, { success: false, errorCode: 'brand.unknown', message: 'There is no brand "x".', value: findings })],
      '/ops/audit': [() => new Response('<html>gateway</html>', { status: 502 })],
    });
    const client = createOpsClient({ fetch: server.fetch });
    const lost = await client.call('brandList', {}).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(OpsError);
    expect(isSessionLost(lost)).toBe(true);
    expect(client.isSessionLost(lost)).toBe(true);
    const missing = (await client.call('brandRevision', { brand: 'x' }).catch((e: unknown) => e)) as OpsError;
    expect([missing.status, missing.errorCode, missing.message, missing.value]).toEqual([404, 'brand.unknown', 'There is no brand "x".', findings]);
    expect(isSessionLost(missing)).toBe(false);
    const gateway = (await client.call('auditList', {}).catch((e: unknown) => e)) as OpsError;
    expect([gateway.status, gateway.errorCode]).toEqual([502, 'response.not.json']);
    const offline = await client.call('operatorList', {}).catch((e: unknown) => e);
    expect(isOffline(offline)).toBe(true);
    expect(isSessionLost(offline)).toBe(false);
  });

  it('forgets the session on sign-out', async () => {
    const server = fakeServer({
      '/ops/session': [() => json(200, { success: true, value: session('csrf-1') })],
      '/ops/session/logout': [() => json(200, { success: true, value: true })],
    });
    const client = createOpsClient({ fetch: server.fetch });
    await client.refreshSession();
    await client.logout();
    expect(header(server.sent[1], 'x-csrf-token')).toBe('csrf-1');
    expect(client.session).toBeNull();
  });
});

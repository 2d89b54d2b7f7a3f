/**
 * The tools' operator client (tools/operator/client.ts) against the real server in process: it signs in, keeps the
 * cookie, sends the CSRF token, types every call from the catalog, and turns a failed envelope into an error that
 * carries status, code, message and value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorClient, OperatorCallError } from '../../../tools/operator/client.ts';
import { DEMO_OPERATOR } from '../helpers/operator.ts';
import { injectFetch } from '../helpers/injectFetch.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('operator client', () => {
  it('signs in, calls GET and POST operator calls with the cookie and CSRF token, signs out', async () => {
    const wire = injectFetch(t.app);
    const client = createOperatorClient('http://platform.test/', wire.fetch);
    const session = await client.login(DEMO_OPERATOR);
    expect(session.username).toBe('operator');
    expect(client.session?.csrfToken).toBe(session.csrfToken);

    const created = await client.call('operatorCreate', { username: 'via-client', roles: [{ brand: 'lucky', role: 'editor' }] });
    expect(created.operator.username).toBe('via-client');
    const sent = wire.lastTo('/ops/operators');
    expect(sent.headers['x-csrf-token']).toBe(session.csrfToken);
    expect(sent.headers.cookie).toMatch(/^mc_ops=[A-Za-z0-9_-]{43}$/);
    expect(sent.headers.authorization).toBeUndefined();

    const { list } = await client.call('operatorList', { includeDisabled: true });
    expect(list.map((o) => o.username)).toContain('via-client');
    expect(wire.lastTo('/ops/operators').url.search).toBe('?includeDisabled=true');
    const page = await client.call('auditList', { brand: 'lucky', pageSize: 5 });
    expect(Array.isArray(page.list)).toBe(true);

    expect(await client.call('operatorLogout', {})).toBe(true);
    expect(client.session).toBeNull();
    const after = await client.call('operatorSession', {}).catch((e: unknown) => e);
    expect(after).toBeInstanceOf(OperatorCallError);
    expect(after).toMatchObject({ status: 401, errorCode: 'operator.session.none' });
  });

  it('throws the envelope of a failure: status, errorCode, message, value', async () => {
    const client = createOperatorClient('http://platform.test', injectFetch(t.app).fetch);
    const failed = await client.login({ username: 'operator', password: 'nope' }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ status: 401, errorCode: 'operator.login.failed', message: expect.stringContaining('Sign-in failed') });
    await client.login(DEMO_OPERATOR);
    const unknown = await client.call('operatorSetRoles', { username: 'via-client', roles: [{ brand: 'nowhere', role: 'viewer' }] }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400, errorCode: 'operator.brand.unknown', value: { brand: 'nowhere' } });
  });
});

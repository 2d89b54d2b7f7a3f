/**
 * Roles: viewer < editor < publisher < admin, per brand or on '*' (every brand), through requireOperator on a probe
 * route (as the brand calls use it) for every role an operator may hold and every role a call may need; then the
 * admin calls that set roles (unknown brands refused, the last admin on '*' kept).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEnvelope, ok } from '../../../server/src/http/envelope.ts';
import { type OperatorRole, requireOperator } from '../../../server/src/operators/guard.ts';
import { allows } from '../../../server/src/operators/roles.ts';
import { expectFail, expectOk, send } from '../helpers/api.ts';
import { DEMO_OPERATOR, makeOperator, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const ROLES: OperatorRole[] = ['viewer', 'editor', 'publisher', 'admin'];

let t: TestApp;
let probe: FastifyInstance;
let admin: OpsSession;

/** A route that needs `?role=` on `?brand=` (none: a role on '*'), as GET and as POST. */
async function probeApp(app: FastifyInstance): Promise<FastifyInstance> {
  const p = Fastify();
  p.decorate('ctx', app.ctx);
  installEnvelope(p);
  const handler = async (req: { query: unknown }) => {
    const q = req.query as { role: OperatorRole; brand?: string };
    return ok(await requireOperator(req as Parameters<typeof requireOperator>[0], { role: q.role, ...(q.brand ? { brand: q.brand } : {}) }));
  };
  p.get('/ops/probe', handler);
  p.post('/ops/probe', handler);
  await p.ready();
  return p;
}

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  probe = await probeApp(t.app);
  admin = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
});
afterAll(async () => {
  await probe?.close();
  await t?.close();
});

const need = (s: OpsSession, role: OperatorRole, brand?: string, method: 'GET' | 'POST' = 'GET') =>
  send(probe, method, `/ops/probe?role=${role}${brand ? `&brand=${brand}` : ''}`, {
    merchant: null,
    headers: { cookie: `mc_ops=${s.cookie}`, 'x-csrf-token': s.info.csrfToken },
  });

describe('role matrix through requireOperator', () => {
  it('grants a need when the role on the brand or on * is at least the one needed; without a brand only * counts', async () => {
    for (const [i, held] of ROLES.entries()) {
      for (const grantBrand of ['lucky', '*']) {
        const name = `m-${held}-${grantBrand === '*' ? 'all' : grantBrand}`;
        const { session } = await makeOperator(t.app, admin, name, [{ brand: grantBrand, role: held }]);
        for (const [j, wanted] of ROLES.entries()) {
          for (const brand of ['lucky', 'royal', undefined]) {
            const expected = j <= i && (grantBrand === '*' || brand === grantBrand);
            const a = await need(session, wanted, brand, j % 2 ? 'POST' : 'GET');
            const what = `${held} on ${grantBrand} needing ${wanted} on ${brand ?? '(none)'}`;
            if (expected) expect(a.body, what).toEqual({ success: true, value: { id: session.info.id, username: name } });
            else {
              expect(a.status, what).toBe(403);
              expect(a.body.errorCode, what).toBe('operator.role.missing');
            }
          }
        }
      }
    }
  }, 120_000);

  it('the pure rule agrees, including several grants', () => {
    const grants = [
      { brand: 'lucky', role: 'publisher' as const },
      { brand: '*', role: 'viewer' as const },
    ];
    expect(allows(grants, { role: 'publisher', brand: 'lucky' })).toBe(true);
    expect(allows(grants, { role: 'editor', brand: 'royal' })).toBe(false);
    expect(allows(grants, { role: 'viewer', brand: 'royal' })).toBe(true);
    expect(allows(grants, { role: 'viewer' })).toBe(true);
    expect(allows(grants, { role: 'editor' })).toBe(false);
    expect(allows([], { role: 'viewer', brand: 'lucky' })).toBe(false);
  });

  it("checks the CSRF token on the probe's POST too", async () => {
    const a = await send(probe, 'POST', '/ops/probe?role=viewer', { merchant: null, headers: { cookie: `mc_ops=${admin.cookie}` } });
    expectFail(a, 403, 'operator.csrf.invalid');
  });
});

describe('setting roles', () => {
  it('replaces the roles, refuses unknown brands and keeps the last admin on *', async () => {
    await makeOperator(t.app, admin, 'shifting', [{ brand: 'lucky', role: 'viewer' }]);
    const set = (username: string, roles: { brand: string; role: OperatorRole }[]) =>
      opsCall(t.app, 'operatorSetRoles', { username, roles }, { session: admin });
    const account = expectOk<{ roles: unknown[] }>(
      await set('shifting', [
        { brand: 'royal', role: 'publisher' },
        { brand: 'lucky', role: 'editor' },
        { brand: 'lucky', role: 'admin' },
      ]),
      'operatorSetRoles',
    );
    expect(account.roles).toEqual([
      { brand: 'lucky', role: 'admin' },
      { brand: 'royal', role: 'publisher' },
    ]);
    const unknown = await set('shifting', [{ brand: 'nowhere', role: 'viewer' }]);
    expectFail(unknown, 400, 'operator.brand.unknown');
    expect(unknown.body.value).toEqual({ brand: 'nowhere' });
    expectFail(await set('nobody-at-all', []), 404, 'operator.not.found');
    expectFail(await opsCall(t.app, 'operatorCreate', { username: 'x', roles: [] }, { session: admin }), 400, 'operator.username.invalid');
    expectFail(await opsCall(t.app, 'operatorCreate', { username: 'shifting', roles: [] }, { session: admin }), 409, 'operator.exists');
    // The demo operator and the admins made above are admins on *: demote those, then the last one is kept.
    const list = expectOk<{ list: { username: string; roles: { brand: string; role: string }[] }[] }>(
      await opsCall(t.app, 'operatorList', {}, { session: admin }),
      'operatorList',
    );
    for (const o of list.list) {
      if (o.username !== 'operator' && o.roles.some((g) => g.brand === '*' && g.role === 'admin')) expectOk(await set(o.username, []), 'operatorSetRoles');
    }
    expectFail(await set('operator', [{ brand: '*', role: 'publisher' }]), 409, 'operator.admin.last');
    expectFail(await opsCall(t.app, 'operatorDisable', { username: 'operator' }, { session: admin }), 409, 'operator.admin.last');
  });
});

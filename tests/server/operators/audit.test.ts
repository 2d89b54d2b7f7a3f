/**
 * The audit log: every operator change appends a line (who, when, what), admins read it newest first, filtered and
 * paged (a brand's admins their brand's lines only), and the database itself refuses to change or remove a line.
 */
import { describe, expect, it } from 'vitest';
import { appendAudit } from '../../../server/src/operators/audit.ts';
import { expectFail, expectOk } from '../helpers/api.ts';
import type { AuditListResponse } from '../../../src/generated/api/auditList.response.ts';
import { makeOperator, opsCall, type OpsSession, withDemoAdmin } from '../helpers/operator.ts';
import type { TestApp } from '../helpers/testApp.ts';

type Page = AuditListResponse;

let t: TestApp;
let admin: OpsSession;
withDemoAdmin((app, session) => {
  t = app;
  admin = session;
});

const audit = async (s: OpsSession, query: Record<string, string | number> = {}): Promise<Page> =>
  expectOk<Page>(await opsCall(t.app, 'auditList', query, { session: s }), 'auditList');

describe('audit lines', () => {
  it('records operator changes: create, first password change, roles, disable, enable, reset', async () => {
    const before = (await audit(admin)).list[0]?.id ?? 0;
    await makeOperator(t.app, admin, 'audited', [{ brand: 'lucky', role: 'editor' }]);
    expectOk(
      await opsCall(t.app, 'operatorSetRoles', { username: 'audited', roles: [{ brand: 'royal', role: 'viewer' }] }, { session: admin }),
      'operatorSetRoles',
    );
    expectOk(await opsCall(t.app, 'operatorDisable', { username: 'audited' }, { session: admin }), 'operatorDisable');
    expectOk(await opsCall(t.app, 'operatorDisable', { username: 'audited', disabled: false }, { session: admin }), 'operatorDisable');
    expectOk(await opsCall(t.app, 'operatorReset', { username: 'audited' }, { session: admin }), 'operatorReset');
    const lines = (await audit(admin)).list.filter((l) => l.id > before);
    expect(lines.map((l) => [l.operator, l.action])).toEqual([
      ['operator', 'operator.reset'],
      ['operator', 'operator.enable'],
      ['operator', 'operator.disable'],
      ['operator', 'operator.roles'],
      ['audited', 'operator.password.change'],
      ['audited', 'operator.login'],
      ['operator', 'operator.create'],
    ]);
    const roles = lines.find((l) => l.action === 'operator.roles');
    expect(roles?.summary).toBe('operator set the roles of audited: viewer on royal');
    expect(roles?.details).toMatchObject({ username: 'audited', before: [{ brand: 'lucky', role: 'editor' }], after: [{ brand: 'royal', role: 'viewer' }] });
    expect(lines.every((l) => l.at === t.clock.now())).toBe(true);
    // No secret reaches a line.
    expect(JSON.stringify(lines)).not.toMatch(/oneTimePassword|secret|password_hash/);
  });

  it('pages newest first and filters by brand, action and operator; a brand admin reads that brand only', async () => {
    const by = { id: admin.info.id, username: 'operator' };
    for (let revision = 1; revision <= 5; revision++)
      await appendAudit(t.db, { operator: by, action: 'brand.publish', brand: 'lucky', revision, summary: `published lucky r${revision}` }, t.clock.now());
    await appendAudit(
      t.db,
      { operator: by, action: 'brand.publish', brand: 'royal', revision: 9, summary: 'published royal r9', details: 'a bare value' },
      t.clock.now(),
    );
    const first = await audit(admin, { brand: 'lucky', pageSize: 2 });
    expect(first.list.map((l) => l.revision)).toEqual([5, 4]);
    const second = await audit(admin, { brand: 'lucky', pageSize: 2, before: first.next ?? 0 });
    expect(second.list.map((l) => l.revision)).toEqual([3, 2]);
    const last = await audit(admin, { brand: 'lucky', pageSize: 2, before: second.next ?? 0 });
    expect(last.list.map((l) => l.revision)).toEqual([1]);
    expect(last.next).toBeNull();
    const royal = await audit(admin, { brand: 'royal', action: 'brand.publish', operator: 'OPERATOR' });
    expect(royal.list).toEqual([expect.objectContaining({ brand: 'royal', revision: 9, details: { value: 'a bare value' } })]);

    const { session: luckyAdmin } = await makeOperator(t.app, admin, 'lucky-admin', [{ brand: 'lucky', role: 'admin' }]);
    expect((await audit(luckyAdmin, { brand: 'lucky' })).list.length).toBeGreaterThan(0);
    expectFail(await opsCall(t.app, 'auditList', { brand: 'royal' }, { session: luckyAdmin }), 403, 'operator.role.missing');
    expectFail(await opsCall(t.app, 'auditList', {}, { session: luckyAdmin }), 403, 'operator.role.missing');
    const { session: publisher } = await makeOperator(t.app, admin, 'lucky-pub', [{ brand: 'lucky', role: 'publisher' }]);
    expectFail(await opsCall(t.app, 'auditList', { brand: 'lucky' }, { session: publisher }), 403, 'operator.role.missing');
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused, the lines stay', async () => {
    const count = async () => Number((await t.db.query<{ n: number | string }>('SELECT count(*) AS n FROM audit_log'))[0]?.n);
    const n = await count();
    expect(n).toBeGreaterThan(0);
    for (const sql of ["UPDATE audit_log SET summary = 'rewritten'", 'DELETE FROM audit_log', 'TRUNCATE audit_log']) {
      await expect(t.db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    expect(await count()).toBe(n);
    expect((await t.db.query("SELECT 1 FROM audit_log WHERE summary = 'rewritten'")).length).toBe(0);
  });
});

/**
 * `npm run operator` (its commands called directly on the database) and the demo operator: create prints what the
 * new operator signs in with and leaves a `cli` audit line; roles, disable and reset; the demo seed creates
 * `operator` / `demo1234` only in demo mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/src/operators/audit.ts';
import { demoOperatorNotice, demoOperatorStep } from '../../../server/src/seed/demoOperator.ts';
import { runSeed, seedBrands, seededDemoSteps, seedSteps } from '../../../server/src/seed/index.ts';
import { parseCommand } from '../../../tools/operator/cli.ts';
import { createCommand, disableCommand, resetCommand, rolesCommand } from '../../../tools/operator/commands.ts';
import { expectFail, expectOk } from '../helpers/api.ts';
import { opsCall, opsLogin, strongPassword, totpCode } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  // A database as a production start leaves it: brands, no demo data.
  t = await createTestApp({ trustProxy: 1, seed: false });
  await seedBrands(t.db, t.clock.now());
});
afterAll(async () => t?.close());

describe('npm run operator', () => {
  it('parses its commands', () => {
    expect(parseCommand(['create', 'ana', '--role', 'admin'])).toEqual({ kind: 'create', username: 'ana', role: 'admin', brand: undefined, totp: true });
    expect(parseCommand(['create', 'ana', '--role', 'editor', '--brand', 'lucky', '--no-totp'])).toEqual({
      kind: 'create',
      username: 'ana',
      role: 'editor',
      brand: 'lucky',
      totp: false,
    });
    expect(parseCommand(['roles', 'ana', 'none', '--brand', 'royal'])).toEqual({ kind: 'roles', username: 'ana', role: 'none', brand: 'royal' });
    expect(parseCommand(['disable', 'ana'])).toEqual({ kind: 'disable', username: 'ana' });
    expect(parseCommand(['create', 'ana', '--role', 'boss'])).toMatch(/--role must be/);
    expect(parseCommand(['create', 'ana', '--colour', 'red'])).toMatch(/usage/);
    expect(parseCommand([])).toMatch(/usage/);
  });

  it('creates an admin with a one-time password and TOTP: it signs in with both, replaces the password, and a cli line is kept', async () => {
    const now = t.clock.now();
    const created = await createCommand(t.db, { username: 'Root-Admin', role: 'admin' }, now);
    expect(created.account).toMatchObject({ username: 'root-admin', roles: [{ brand: '*', role: 'admin' }], totp: true, mustChangePassword: true });
    expect(created.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created.totp?.url).toMatch(/^otpauth:\/\/totp\//);
    const first = await opsLogin(t.app, 'root-admin', created.oneTimePassword ?? '', totpCode(created.totp?.secret ?? '', now));
    expect(first.info.mustChangePassword).toBe(true);
    expectOk(
      await opsCall(t.app, 'operatorPasswordChange', { currentPassword: created.oneTimePassword ?? '', newPassword: strongPassword(7) }, { session: first }),
      'operatorPasswordChange',
    );
    const { list } = await listAudit(t.db, { action: 'operator.create', limit: 10 });
    expect(list[0]).toMatchObject({ operator: 'cli', action: 'operator.create', summary: 'cli created root-admin (admin on *)' });
    expect(list[0]?.details).toMatchObject({ username: 'root-admin', totp: true });
    await expect(createCommand(t.db, { username: 'root-admin', role: 'viewer' }, now)).rejects.toMatchObject({ errorCode: 'operator.exists' });
    await expect(createCommand(t.db, { username: 'eve', role: 'viewer', brand: 'atlantis' }, now)).rejects.toMatchObject({
      errorCode: 'operator.brand.unknown',
    });
  });

  it('sets roles per brand, keeps the last admin, disables and resets', async () => {
    const now = t.clock.now();
    await createCommand(t.db, { username: 'editor-one', role: 'editor', brand: 'lucky', totp: false }, now);
    const withRoyal = await rolesCommand(t.db, { username: 'editor-one', role: 'publisher', brand: 'royal' }, now);
    expect(withRoyal.roles).toEqual([
      { brand: 'lucky', role: 'editor' },
      { brand: 'royal', role: 'publisher' },
    ]);
    const withoutLucky = await rolesCommand(t.db, { username: 'editor-one', role: 'none', brand: 'lucky' }, now);
    expect(withoutLucky.roles).toEqual([{ brand: 'royal', role: 'publisher' }]);
    await expect(rolesCommand(t.db, { username: 'root-admin', role: 'none' }, now)).rejects.toMatchObject({ errorCode: 'operator.admin.last' });
    await expect(disableCommand(t.db, { username: 'root-admin', disabled: true }, now)).rejects.toMatchObject({ errorCode: 'operator.admin.last' });
    expect((await disableCommand(t.db, { username: 'editor-one', disabled: true }, now)).disabled).toBe(true);
    const reset = await resetCommand(t.db, { username: 'editor-one', totp: false }, now);
    expect(reset.account.mustChangePassword).toBe(true);
    expect(reset.totp).toBeNull();
    const actions = (await listAudit(t.db, { operator: 'cli', limit: 20 })).list.map((l) => l.action);
    expect(actions.slice(0, 4)).toEqual(['operator.reset', 'operator.disable', 'operator.roles', 'operator.roles']);
  });
});

describe('the demo operator', () => {
  it('is a demo step: seeded only in demo mode, admin on *, no second factor, no forced change', async () => {
    expect(seedSteps).toContain(demoOperatorStep);
    expect(demoOperatorStep.demo).toBe(true);
    const demoLogin = () => opsCall(t.app, 'operatorLogin', { username: 'operator', password: 'demo1234' });
    expect(await runSeed(t.db, { now: t.clock.now(), demo: false }, [demoOperatorStep])).toEqual([]);
    expectFail(await demoLogin(), 401, 'operator.login.failed');
    expect(await seededDemoSteps(t.db)).not.toContain('operators.demo');
    expect(await runSeed(t.db, { now: t.clock.now(), demo: true }, [demoOperatorStep])).toEqual(['operators.demo']);
    const info = expectOk<{ roles: unknown[]; totp: boolean; mustChangePassword: boolean }>(await demoLogin(), 'operatorLogin');
    expect(info).toMatchObject({ roles: [{ brand: '*', role: 'admin' }], totp: false, mustChangePassword: false });
    expect(await seededDemoSteps(t.db)).toContain('operators.demo');
    expect(demoOperatorNotice()).toMatch(/^Demo operator: operator \/ demo1234 \(no second factor/);
  });
});

// Password hashes at OWASP's scrypt cost, and older cheaper hashes replaced at the owner's next sign-in.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, setScryptCost, verifyPassword } from '../../../server/src/crypto/password.ts';
import { callEncrypted, expectFail, login } from '../helpers/api.ts';
import { TSX } from '../helpers/serverProcess.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

describe('password hashing cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const storedHash = async (username: string) =>
    (
      await t.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM members WHERE username = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'LUCKY88')",
        [username],
      )
    )[0].password_hash;

  it('new hashes use scrypt N=2^17, r=8, p=1 unless a test lowers it', () => {
    // A fresh process: this one's cost is lowered for the tests (and module state must not be reset here: the
    // server test files share their modules).
    const script =
      "(async () => { const m = await import('./server/src/crypto/password.ts'); const h = await m.hashPassword('correct horse'); " +
      "console.log(JSON.stringify({ h, ok: await m.verifyPassword('correct horse', h), again: m.needsRehash(h), old: m.needsRehash(h.replace('$131072$', '$32768$')) })); })()";
    const r = spawnSync(TSX, ['--eval', script], { encoding: 'utf8', timeout: 60_000 });
    const out = JSON.parse(r.stdout.trim()) as { h: string; ok: boolean; again: boolean; old: boolean };
    expect(out.h).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(out).toMatchObject({ ok: true, again: false, old: true });
  });

  it('a hash made at a lower cost is replaced at the next sign-in, and the password still opens the account', async () => {
    setScryptCost(1024);
    const old = await hashPassword('demo1234');
    setScryptCost(4096);
    expect(needsRehash(old)).toBe(true);
    await t.db.query("UPDATE members SET password_hash = $1 WHERE username = 'demo1'", [old]);
    // A wrong password changes nothing.
    expectFail(await callEncrypted(t.app, 'login', { username: 'demo1', password: 'wrong-password', type: 'username' }), 400, 'login.cred.err');
    expect(await storedHash('demo1')).toBe(old);
    await login(t.app, 'demo1');
    const upgraded = await storedHash('demo1');
    expect(upgraded).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('demo1234', upgraded)).toBe(true);
    await login(t.app, 'demo1');
    expect(await storedHash('demo1')).toBe(upgraded);
  });
});

// Password hashes at OWASP's scrypt cost, and older cheaper hashes replaced at the owner's next sign-in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, needsRehash, setScryptCost, verifyPassword } from '../../../server/src/crypto/password.ts';
import { callEncrypted, expectFail, login } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

describe('password hashing cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const storedHash = async (username: string) =>
    (await t.db.query<{ password_hash: string }>("SELECT password_hash FROM members WHERE username = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'LUCKY88')", [username]))[0].password_hash;

  it('new hashes use scrypt N=2^17, r=8, p=1 unless a test lowers it', async () => {
    vi.resetModules();
    const fresh = await import('../../../server/src/crypto/password.ts');
    const hash = await fresh.hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await fresh.verifyPassword('correct horse', hash)).toBe(true);
    expect(fresh.needsRehash(hash)).toBe(false);
    expect(fresh.needsRehash(hash.replace('$131072$', '$32768$'))).toBe(true);
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

/**
 * The development calls that give a browser test an account of its own (devDemoMember, devDemoAgent): a new name
 * each time, signing in with the demo password, shaped like the demo account it copies, on the request's merchant.
 * Off without the development tools (hardening/access.suite.ts checks the 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callEncrypted, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

interface Info {
  account: string;
  mobileNum: string;
  hasWithdrawalPassword: boolean;
  isAgent: boolean;
}

async function signIn(username: string, merchant = 'LUCKY88'): Promise<{ token: string; info: Info; balance: number }> {
  const { token } = expectOk<{ token: string }>(
    await callEncrypted(t.app, 'login', { username, password: 'demo1234', captcha: '', type: 'username' }, { merchant }),
    'login',
  );
  const info = expectOk<Info>(await call(t.app, 'memberInfo', { token, merchant }), 'memberInfo');
  const { sumBalance } = expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token, merchant }), 'walletBalance');
  return { token, info, balance: sumBalance };
}

describe('development accounts for tests', () => {
  it('devDemoMember: a new member like demo0 each time, with 10,000.00 and the withdrawal password unless told otherwise', async () => {
    const a = expectOk<{ username: string; mobile: string }>(await call(t.app, 'devDemoMember', { body: {} }), 'devDemoMember');
    const b = expectOk<{ username: string; mobile: string }>(
      await call(t.app, 'devDemoMember', { body: { paymentPassword: false, balance: false } }),
      'devDemoMember',
    );
    expect(a.username).not.toBe(b.username);
    expect(a.mobile).not.toBe(b.mobile);
    expect(a.mobile).toMatch(/^98\d{8}$/);
    const first = await signIn(a.username);
    expect(first.balance).toBe(10_000);
    expect(first.info).toMatchObject({ account: a.username, hasWithdrawalPassword: true, isAgent: false });
    const second = await signIn(b.username);
    expect(second.balance).toBe(0);
    expect(second.info.hasWithdrawalPassword).toBe(false);
  });

  it('devDemoMember on the other merchant: its member, unknown to the first', async () => {
    const royal = expectOk<{ username: string }>(await call(t.app, 'devDemoMember', { merchant: 'ROYALPH', body: {} }), 'devDemoMember');
    expect((await signIn(royal.username, 'ROYALPH')).info.account).toBe(royal.username);
    const elsewhere = await callEncrypted(t.app, 'login', { username: royal.username, password: 'demo1234', captcha: '', type: 'username' });
    expect(elsewhere.body.success).toBe(false);
  });

  it('devDemoAgent: a new agent with a team of its own', async () => {
    const { username } = expectOk<{ username: string }>(await call(t.app, 'devDemoAgent', { body: {} }), 'devDemoAgent');
    expect(username).toMatch(/^ag[0-9a-f]+$/);
    const agent = await signIn(username);
    expect(agent.info.isAgent).toBe(true);
    const contracts = expectOk<unknown[]>(await call(t.app, 'agentContracts', { token: agent.token, query: { kind: 'dividend' } }), 'agentContracts');
    expect(contracts.length).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_PREFIXES } from '../../../server/src/routes/paths.ts';
import { apiCalls, type ApiCallName } from '../../../src/generated/api/calls.ts';
import { call, callEncrypted, expectFail, login, send, specOf, type CallOpts } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

describe('badInput', () => {
  /** Every call of the core, with a valid example and ways to break it (encrypted calls get an encrypted body). */
  interface Spec {
    name: ApiCallName;
    /** Another method the call accepts (default: its catalog method). */
    method?: 'POST' | 'PUT' | 'DELETE';
    auth: 'none' | 'session' | 'agent';
    /** Valid query (GET) or body. */
    ok?: Record<string, unknown> | string;
    /** Same call with a wrong type. */
    wrong?: Record<string, unknown> | string;
    /** True when the body / query has required fields (an empty one must fail). */
    required?: boolean;
  }

  const SPECS: Spec[] = [
    { name: 'legacyKey', auth: 'none' },
    { name: 'oaepKey', auth: 'none' },
    { name: 'captcha', auth: 'none', ok: 't=1' },
    { name: 'login', auth: 'none', ok: { username: 'demo0', password: 'demo1234' }, wrong: { username: 5, password: 'x' }, required: true },
    { name: 'freePlay', auth: 'none', ok: {}, wrong: { device: 5 } },
    { name: 'logout', auth: 'session', ok: {}, wrong: { token: 5 } },
    { name: 'logout', method: 'POST', auth: 'session', ok: {}, wrong: { token: [] } },
    { name: 'register', auth: 'none', ok: { username: 'abcdefg1', password: 'abc12345' }, wrong: { username: 1, password: 'abc12345' }, required: true },
    {
      name: 'registerMobile',
      auth: 'none',
      ok: { mobileNum: '9170001234', password: 'abc12345' },
      wrong: { mobileNum: 9170001234, password: 'abc12345' },
      required: true,
    },
    { name: 'checkUsername', auth: 'none', ok: 'username=abcdefg', required: true },
    { name: 'memberInfo', auth: 'session' },
    { name: 'updateNickname', auth: 'session', ok: { nickname: 'Nick' }, wrong: { nickname: 5 }, required: true },
    {
      name: 'updateEmail',
      auth: 'session',
      ok: { email: 'a@b.cd', verificationCode: '123456' },
      wrong: { email: true, verificationCode: '123456' },
      required: true,
    },
    {
      name: 'bindMobile',
      auth: 'session',
      ok: { mobileNum: '9170001234', verificationCode: '123456' },
      wrong: { mobileNum: '9170001234', verificationCode: 123456 },
      required: true,
    },
    { name: 'vipLevels', auth: 'session', ok: 'language=EN', wrong: 'language=1' },
    {
      name: 'changePassword',
      auth: 'session',
      ok: { oldPassword: 'demo1234', newPassword: 'x1234567', confirmNewPassword: 'x1234567' },
      wrong: { oldPassword: 1, newPassword: 'x', confirmNewPassword: 'x' },
      required: true,
    },
    {
      name: 'setPasswordByPhone',
      auth: 'none',
      ok: { newPassword: 'x1234567', mobileNum: '9170000000', verificationCode: '123456' },
      wrong: { newPassword: 'x1234567', mobileNum: '9170000000', verificationCode: 123456 },
      required: true,
    },
    { name: 'forgotPasswordEmail', auth: 'none', ok: { username: 'demo0', email: 'a@b.cd' }, wrong: { username: ['demo0'], email: 'a@b.cd' }, required: true },
    { name: 'setPaymentPassword', auth: 'session', ok: { paymentPassword: '123456' }, wrong: { paymentPassword: 123456 }, required: true },
    {
      name: 'resetPaymentPassword',
      auth: 'session',
      ok: { loginPassword: 'demo1234', newPaymentPassword: '123456' },
      wrong: { loginPassword: null, newPaymentPassword: '123456' },
      required: true,
    },
    { name: 'hasWithdrawalPassword', auth: 'session' },
    { name: 'fundsConsolidated', auth: 'session' },
    { name: 'smsRegister', auth: 'none', ok: { mobileNum: '9170001234', countryDialingCode: '63' }, wrong: { mobileNum: 9170001234 } },
    { name: 'smsBind', auth: 'session', ok: { mobileNum: '9170001234', countryDialingCode: '63' }, wrong: { mobileNum: 9170001234 }, required: true },
    { name: 'emailCode', auth: 'session', ok: { email: 'a@b.cd' }, wrong: { email: ['a@b.cd'] }, required: true },
    { name: 'oldContactCode', auth: 'session', ok: { kind: 'email' }, wrong: { kind: 'fax' }, required: true },
    { name: 'securityQuestions', auth: 'session' },
    { name: 'customerSecurityQuestions', auth: 'session' },
    {
      name: 'setCustomerSecurityQuestions',
      auth: 'session',
      ok: { loginPassword: 'x', questions: [] },
      wrong: { questions: [{ questionId: '1', answer: 'a' }] },
      required: true,
    },
    { name: 'smsNoLogin', auth: 'none', ok: { mobileNum: '9170001234', countryDialingCode: '63' }, wrong: { countryDialingCode: 63, mobileNum: '9170001234' } },
    { name: 'systemStatus', auth: 'none', ok: 'device=MOBILE&url=x', wrong: `url=${'x'.repeat(3000)}` },
    { name: 'whitelabel', auth: 'none' },
    { name: 'registerSettings', auth: 'none' },
    { name: 'helpCenter', auth: 'none', ok: 'lang=EN', wrong: 'lang=ABCDEFGHIJK' },
    { name: 'announcements', auth: 'none', ok: 'types=B,PL&groupName=m_home&platform=M', wrong: 'types=ZZ' },
    { name: 'markAnnouncementRead', auth: 'session', ok: { announcementId: 1001, read: true }, wrong: { announcementId: 'x' }, required: true },
    { name: 'promotionCategories', auth: 'none' },
    { name: 'announcementUnreadCount', auth: 'session', ok: 'types=A', wrong: 'types=B' },
    { name: 'inboxUnreadCount', auth: 'session' },
    { name: 'inboxList', auth: 'session', ok: 'pageNo=1&pageSize=10', wrong: 'pageNo=abc' },
    { name: 'inboxMarkRead', auth: 'session', ok: { id: 1 }, wrong: { id: 'one' }, required: true },
    { name: 'chatLaunch', auth: 'session', ok: 'b2c=1&language=EN' },
    { name: 'chatUnreadCount', auth: 'session' },
    { name: 'affiliateCheck', auth: 'none', ok: 'code=LUCKYAG1&domain=x', required: true },
    { name: 'teamKpiA', auth: 'agent', ok: 'size=0', wrong: 'size=abc' },
    { name: 'teamKpiB', auth: 'agent', ok: 'startDate=2025-06-01', wrong: 'startDate=yesterday' },
    { name: 'teamKpiC', auth: 'agent', ok: 'page=1', wrong: 'page=-1' },
    { name: 'downlines', auth: 'agent', ok: 'pageNo=1', wrong: 'pageSize=1000' },
    { name: 'pendingContracts', auth: 'agent' },
    { name: 'agentContracts', auth: 'agent', ok: 'kind=dividend', wrong: 'kind=bonus', required: true },
    { name: 'respondContract', auth: 'agent', ok: { id: 1, accept: true }, wrong: { id: '1', accept: 'yes' }, required: true },
    { name: 'devSmsOutbox', auth: 'none', ok: 'mobile=639170000000', required: true },
    { name: 'devEmailOutbox', auth: 'none', ok: 'email=a@b.cd', required: true },
  ];

  let t: TestApp;
  let revoked: string;
  let expired: string;
  let player: string;
  beforeAll(async () => {
    t = await createTestApp();
    revoked = await login(t.app, 'demo1');
    await call(t.app, 'logout', { token: revoked });
    expired = await login(t.app, 'demo2');
    await t.db.query('UPDATE sessions SET expires_at = 0 WHERE member_id = (SELECT id FROM members WHERE username = $1 AND merchant_id = 1)', ['demo2']);
    player = await login(t.app, 'demo0');
  });
  afterAll(async () => t?.close());

  const methodOf = (s: Spec) => s.method ?? specOf(s.name).method;

  /** Sends a spec's call with this body / query, encrypting when the call is encrypted. */
  async function sendSpec(s: Spec, input: Record<string, unknown> | string | undefined, o: CallOpts = {}) {
    const method = methodOf(s);
    if (method === 'GET') return call(t.app, s.name, { ...o, query: typeof input === 'string' ? input : undefined });
    if (specOf(s.name).body === 'encrypted' && typeof input === 'object') return callEncrypted(t.app, s.name, input, { ...o, method });
    return call(t.app, s.name, { ...o, method, body: input });
  }

  describe.each(SPECS.map((s) => [`${s.name} (${methodOf(s)})`, s] as const))('%s', (_label, s) => {
    it('unknown or missing merchant -> 403 domain_not_available', async () => {
      expectFail(await sendSpec(s, s.ok, { merchant: 'NOPE' }), 403, 'domain_not_available');
      if (methodOf(s) === 'GET') expectFail(await sendSpec(s, s.ok, { merchant: null }), 403, 'domain_not_available');
    });

    if (s.auth !== 'none') {
      it('missing, malformed, revoked or expired token -> 401 login.not.session', async () => {
        for (const token of [undefined, 'garbage', 'f'.repeat(64), revoked, expired]) expectFail(await sendSpec(s, s.ok, { token }), 401, 'login.not.session');
      });
    }
    if (s.auth === 'agent') {
      it('a player -> 403 agent.only', async () => expectFail(await sendSpec(s, s.ok, { token: player }), 403, 'agent.only'));
    }

    if (methodOf(s) === 'GET') {
      it('unknown query parameter -> 400', async () => {
        const q = typeof s.ok === 'string' && s.ok ? `${s.ok}&zzz=1` : 'zzz=1';
        expectFail(await sendSpec(s, q, { token: player }), 400, 'validation.failed');
      });
      if (s.wrong) it('wrong type -> 400', async () => expectFail(await sendSpec(s, s.wrong, { token: player }), 400, 'validation.failed'));
      if (s.required) it('missing required parameter -> 400', async () => expectFail(await sendSpec(s, '', { token: player }), 400, 'validation.failed'));
    } else {
      it('bad JSON -> 400 request.json.invalid', async () => {
        expectFail(await call(t.app, s.name, { method: methodOf(s), raw: '{"username": ', token: player }), 400, 'request.json.invalid');
      });
      it('oversized body -> 413 request.too.large', async () => {
        expectFail(
          await call(t.app, s.name, { method: methodOf(s), raw: JSON.stringify({ value: 'x'.repeat(70_000) }), token: player }),
          413,
          'request.too.large',
        );
      });
      it('wrong type, extra field, missing fields -> 400', async () => {
        const code = 'validation.failed';
        expectFail(await sendSpec(s, s.wrong, { token: player }), 400, code);
        expectFail(await sendSpec(s, { ...(s.ok as object), extraField: 1 }, { token: player }), 400, code);
        expectFail(await sendSpec(s, [1, 2] as unknown as Record<string, unknown>, { token: player }), 400);
        if (s.required) expectFail(await sendSpec(s, {}, { token: player }), 400, code);
      });
    }
  });

  describe('routing', () => {
    it('unknown paths and methods under the API prefixes answer 404 envelopes', async () => {
      const [wps, lgw] = API_PREFIXES;
      expectFail(await send(t.app, 'GET', `${wps}nothing/here`), 404, 'not.found');
      expectFail(await send(t.app, 'GET', `${lgw}nothing`), 404, 'not.found');
      expectFail(await send(t.app, 'PATCH', apiCalls.login.path), 404, 'not.found');
    });
    it('an unsupported content type -> 415', async () => {
      expectFail(await call(t.app, 'smsRegister', { raw: '<x/>', headers: { 'content-type': 'application/xml' } }), 415, 'request.media.unsupported');
    });
    it('encrypted calls refuse a wrongly shaped encrypted body', async () => {
      expectFail(await call(t.app, 'login', { body: { value: 5 }, headers: { 'Encryption-Scheme': 'oaep-gcm', Encryption: 'AA' } }), 400, 'encryption.invalid');
      expectFail(await call(t.app, 'login', { body: { value: 'AA', more: 1 }, headers: { Encryption: 'AA' } }), 400, 'encryption.invalid');
      expectFail(
        await call(t.app, 'login', { body: { value: 'AA' }, headers: { 'Encryption-Scheme': 'rot13', Encryption: 'AA' } }),
        400,
        'encryption.scheme.unsupported',
      );
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callEncrypted, expectFail, login, type CallOpts } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

describe('badInput', () => {
  /** Every call of the core, with a valid example and ways to break it. */
  interface Spec {
    name: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    auth: 'none' | 'session' | 'agent';
    enc?: boolean;
    /** Valid query (GET) or body. */
    ok?: Record<string, unknown> | string;
    /** Same call with a wrong type. */
    wrong?: Record<string, unknown> | string;
    /** True when the body / query has required fields (an empty one must fail). */
    required?: boolean;
  }

  const SPECS: Spec[] = [
    { name: 'legacyKey', method: 'GET', path: '/wps/session/key/rsa', auth: 'none' },
    { name: 'oaepKey', method: 'GET', path: '/wps/session/key/oaep', auth: 'none' },
    { name: 'captcha', method: 'GET', path: '/wps/captcha', auth: 'none', ok: 't=1' },
    { name: 'login', method: 'POST', path: '/wps/session/login', auth: 'none', enc: true, ok: { username: 'demo0', password: 'demo1234' }, wrong: { username: 5, password: 'x' }, required: true },
    { name: 'freePlay', method: 'POST', path: '/wps/session/login/freeplay', auth: 'none', ok: {}, wrong: { device: 5 } },
    { name: 'logout', method: 'DELETE', path: '/wps/session/logout', auth: 'session', ok: {}, wrong: { token: 5 } },
    { name: 'logout', method: 'POST', path: '/wps/session/logout', auth: 'session', ok: {}, wrong: { token: [] } },
    { name: 'register', method: 'PUT', path: '/wps/member/register', auth: 'none', enc: true, ok: { username: 'abcdefg1', password: 'abc12345' }, wrong: { username: 1, password: 'abc12345' }, required: true },
    { name: 'registerMobile', method: 'PUT', path: '/wps/member/register/mobile', auth: 'none', enc: true, ok: { mobileNum: '9170001234', password: 'abc12345' }, wrong: { mobileNum: 9170001234, password: 'abc12345' }, required: true },
    { name: 'checkUsername', method: 'GET', path: '/wps/check/username', auth: 'none', ok: 'username=abcdefg', required: true },
    { name: 'memberInfo', method: 'GET', path: '/wps/member/info', auth: 'session' },
    { name: 'updateNickname', method: 'POST', path: '/wps/member/info/nickname', auth: 'session', ok: { nickname: 'Nick' }, wrong: { nickname: 5 }, required: true },
    { name: 'updateEmail', method: 'POST', path: '/wps/member/info/email', auth: 'session', ok: { email: 'a@b.cd' }, wrong: { email: true }, required: true },
    { name: 'changePassword', method: 'POST', path: '/wps/member/password', auth: 'session', enc: true, ok: { oldPassword: 'demo1234', newPassword: 'x1234567', confirmNewPassword: 'x1234567' }, wrong: { oldPassword: 1, newPassword: 'x', confirmNewPassword: 'x' }, required: true },
    { name: 'setPasswordByPhone', method: 'POST', path: '/wps/member/password/verification', auth: 'none', enc: true, ok: { newPassword: 'x1234567', mobileNum: '9170000000', verificationCode: '123456' }, wrong: { newPassword: 'x1234567', mobileNum: '9170000000', verificationCode: 123456 }, required: true },
    { name: 'forgotPasswordEmail', method: 'POST', path: '/wps/member/password/email', auth: 'none', ok: { username: 'demo0', email: 'a@b.cd' }, wrong: { username: ['demo0'], email: 'a@b.cd' }, required: true },
    { name: 'setPaymentPassword', method: 'POST', path: '/wps/member/paymentPassword', auth: 'session', ok: { paymentPassword: '123456' }, wrong: { paymentPassword: 123456 }, required: true },
    { name: 'resetPaymentPassword', method: 'POST', path: '/wps/member/paymentPassword/reset', auth: 'session', ok: { loginPassword: 'demo1234', newPaymentPassword: '123456' }, wrong: { loginPassword: null, newPaymentPassword: '123456' }, required: true },
    { name: 'hasWithdrawalPassword', method: 'GET', path: '/wps/member/hasWithdrawalPassword', auth: 'session' },
    { name: 'fundsConsolidated', method: 'GET', path: '/wps/member/info/funds/consolidated', auth: 'session' },
    { name: 'smsRegister', method: 'POST', path: '/wps/verification/sms/register', auth: 'none', ok: { mobileNum: '9170001234', countryDialingCode: '63' }, wrong: { mobileNum: 9170001234 } },
    { name: 'smsNoLogin', method: 'POST', path: '/wps/verification/sms/noLogin', auth: 'none', ok: { mobileNum: '9170001234', countryDialingCode: '63' }, wrong: { countryDialingCode: 63, mobileNum: '9170001234' } },
    { name: 'systemStatus', method: 'GET', path: '/wps/v2/system/status', auth: 'none', ok: 'device=MOBILE&url=x', wrong: `url=${'x'.repeat(3000)}` },
    { name: 'whitelabel', method: 'GET', path: '/wps/system/whitelabel', auth: 'none' },
    { name: 'registerSettings', method: 'GET', path: '/wps/system/setting/register', auth: 'none' },
    { name: 'helpCenter', method: 'GET', path: '/wps/system/helpCenter', auth: 'none', ok: 'lang=EN', wrong: 'lang=ABCDEFGHIJK' },
    { name: 'announcements', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', auth: 'none', ok: 'types=B,PL&groupName=m_home&platform=M', wrong: 'types=ZZ' },
    { name: 'markAnnouncementRead', method: 'POST', path: '/wps/relay/MCSFE_markAnnouncementAsRead', auth: 'session', ok: { announcementId: 1001, read: true }, wrong: { announcementId: 'x' }, required: true },
    { name: 'promotionCategories', method: 'GET', path: '/wps/relay/MCSFE_getPromotionCategories', auth: 'none' },
    { name: 'announcementUnreadCount', method: 'GET', path: '/wps/relay/MCSFE_unreadCount', auth: 'session' },
    { name: 'inboxUnreadCount', method: 'GET', path: '/wps/relay/CSP_unreadCount', auth: 'session' },
    { name: 'inboxList', method: 'GET', path: '/wps/relay/CSP_messageList', auth: 'session', ok: 'pageNo=1&pageSize=10', wrong: 'pageNo=abc' },
    { name: 'inboxMarkRead', method: 'POST', path: '/wps/relay/CSP_markRead', auth: 'session', ok: { id: 1 }, wrong: { id: 'one' }, required: true },
    { name: 'chatLaunch', method: 'GET', path: '/wps/relay/CBS_launchChat', auth: 'session', ok: 'b2c=1&language=EN' },
    { name: 'chatUnreadCount', method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: 'session' },
    { name: 'affiliateCheck', method: 'GET', path: '/wps/agent/affiliate', auth: 'none', ok: 'code=LUCKYAG1&domain=x', required: true },
    { name: 'teamKpiA', method: 'GET', path: '/wps/relay/ODSFE2_teamKpiA', auth: 'agent', ok: 'size=0', wrong: 'size=abc' },
    { name: 'teamKpiB', method: 'GET', path: '/wps/relay/ODSFE2_teamKpiB', auth: 'agent', ok: 'startDate=2025-06-01', wrong: 'startDate=yesterday' },
    { name: 'teamKpiC', method: 'GET', path: '/wps/relay/ODSFE2_teamKpiC', auth: 'agent', ok: 'page=1', wrong: 'page=-1' },
    { name: 'downlines', method: 'GET', path: '/wps/agent/downlines', auth: 'agent', ok: 'pageNo=1', wrong: 'pageSize=1000' },
    { name: 'pendingContracts', method: 'GET', path: '/wps/relay/MCS2_getPendingContracts', auth: 'agent' },
    { name: 'respondContract', method: 'POST', path: '/wps/relay/MCS2_respondContract', auth: 'agent', ok: { id: 1, accept: true }, wrong: { id: '1', accept: 'yes' }, required: true },
    { name: 'devSmsOutbox', method: 'GET', path: '/wps/dev/sms-outbox', auth: 'none', ok: 'mobile=639170000000', required: true },
    { name: 'devEmailOutbox', method: 'GET', path: '/wps/dev/email-outbox', auth: 'none', ok: 'email=a@b.cd', required: true },
  ];

  let t: TestApp;
  let revoked: string;
  let expired: string;
  let player: string;
  beforeAll(async () => {
    t = await createTestApp();
    revoked = await login(t.app, 'demo1');
    await call(t.app, 'DELETE', '/wps/session/logout', { token: revoked });
    expired = await login(t.app, 'demo2');
    await t.db.query('UPDATE sessions SET expires_at = 0 WHERE member_id = (SELECT id FROM members WHERE username = $1 AND merchant_id = 1)', ['demo2']);
    player = await login(t.app, 'demo0');
  });
  afterAll(async () => t?.close());

  /** Sends a spec's call with this body / query, encrypting when the call is encrypted. */
  async function send(s: Spec, input: Record<string, unknown> | string | undefined, o: CallOpts = {}) {
    if (s.method === 'GET') return call(t.app, 'GET', typeof input === 'string' && input ? `${s.path}?${input}` : s.path, o);
    if (s.enc && typeof input === 'object') return callEncrypted(t.app, s.method, s.path, input, o);
    return call(t.app, s.method, s.path, { ...o, body: input });
  }

  describe.each(SPECS.map((s) => [`${s.method} ${s.path}`, s] as const))('%s', (_label, s) => {
    it('unknown or missing merchant -> 403 domain_not_available', async () => {
      expectFail(await send(s, s.ok, { merchant: 'NOPE' }), 403, 'domain_not_available');
      if (s.method === 'GET') expectFail(await send(s, s.ok, { merchant: null }), 403, 'domain_not_available');
    });

    if (s.auth !== 'none') {
      it('missing, malformed, revoked or expired token -> 401 login.not.session', async () => {
        for (const token of [undefined, 'garbage', 'f'.repeat(64), revoked, expired]) expectFail(await send(s, s.ok, { token }), 401, 'login.not.session');
      });
    }
    if (s.auth === 'agent') {
      it('a player -> 403 agent.only', async () => expectFail(await send(s, s.ok, { token: player }), 403, 'agent.only'));
    }

    if (s.method === 'GET') {
      it('unknown query parameter -> 400', async () => {
        const q = typeof s.ok === 'string' && s.ok ? `${s.ok}&zzz=1` : 'zzz=1';
        expectFail(await send(s, q, { token: player }), 400, 'validation.failed');
      });
      if (s.wrong) it('wrong type -> 400', async () => expectFail(await send(s, s.wrong, { token: player }), 400, 'validation.failed'));
      if (s.required) it('missing required parameter -> 400', async () => expectFail(await send(s, '', { token: player }), 400, 'validation.failed'));
    } else {
      it('bad JSON -> 400 request.json.invalid', async () => {
        expectFail(await call(t.app, s.method, s.path, { raw: '{"username": ', token: player }), 400, 'request.json.invalid');
      });
      it('oversized body -> 413 request.too.large', async () => {
        expectFail(await call(t.app, s.method, s.path, { raw: JSON.stringify({ value: 'x'.repeat(70_000) }), token: player }), 413, 'request.too.large');
      });
      it('wrong type, extra field, missing fields -> 400', async () => {
        const code = 'validation.failed';
        expectFail(await send(s, s.wrong, { token: player }), 400, code);
        expectFail(await send(s, { ...(s.ok as object), extraField: 1 }, { token: player }), 400, code);
        expectFail(await send(s, [1, 2] as unknown as Record<string, unknown>, { token: player }), 400);
        if (s.required) expectFail(await send(s, {}, { token: player }), 400, code);
      });
    }
  });

  describe('routing', () => {
    it('unknown paths and methods under /wps and /lgw answer 404 envelopes', async () => {
      expectFail(await call(t.app, 'GET', '/wps/nothing/here'), 404, 'not.found');
      expectFail(await call(t.app, 'GET', '/lgw/nothing'), 404, 'not.found');
      expectFail(await call(t.app, 'PATCH', '/wps/session/login'), 404, 'not.found');
    });
    it('an unsupported content type -> 415', async () => {
      expectFail(await call(t.app, 'POST', '/wps/verification/sms/register', { raw: '<x/>', headers: { 'content-type': 'application/xml' } }), 415, 'request.media.unsupported');
    });
    it('encrypted calls refuse a wrongly shaped encrypted body', async () => {
      expectFail(await call(t.app, 'POST', '/wps/session/login', { body: { value: 5 }, headers: { 'Encryption-Scheme': 'oaep-gcm', Encryption: 'AA' } }), 400, 'encryption.invalid');
      expectFail(await call(t.app, 'POST', '/wps/session/login', { body: { value: 'AA', more: 1 }, headers: { Encryption: 'AA' } }), 400, 'encryption.invalid');
      expectFail(await call(t.app, 'POST', '/wps/session/login', { body: { value: 'AA' }, headers: { 'Encryption-Scheme': 'rot13', Encryption: 'AA' } }), 400, 'encryption.scheme.unsupported');
    });
  });
});

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { memberById, memberByMobile } from '../db/members.ts';
import { notSession, requireRealSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { requireAllowedDial } from '../http/countries.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant, type Merchant } from '../http/merchant.ts';
import { defaultDial, maskEmail, maskMobile, parseMobile, type Mobile } from '../http/mobile.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { EMAIL_CODE_TTL_MS, type EmailPurpose, issueCode, issueSmsCode, SMS_CODE_TTL_MS, type SmsPurpose } from '../sms/codes.ts';
import { outboxEmail } from '../sms/outbox.ts';

/** What the SMS calls' bodies share. */
interface MobileBody {
  mobileNo?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

/**
 * SMS codes for registration and for signed-out use (SMS login, set password by phone), and the signed-in
 * member's codes for binding a mobile number (SMS) or an e-mail address (mail), and for proving the contact bound
 * now when replacing it.
 */
const verificationRoutes: FastifyPluginAsync = async (app) => {
  const { db, now, sms } = app.ctx;

  /**
   * Checks the number and the limits: per address, per number (an hourly cap over every purpose), and one a minute
   * per number and purpose (a member registering and then resetting a password within the minute gets both texts).
   */
  async function prepare(req: FastifyRequest, m: Merchant, body: MobileBody, purpose: SmsPurpose): Promise<Mobile> {
    const raw = body.mobileNo ?? body.mobileNum;
    if (!raw) throw new ApiError(400, 'validation.failed', 'mobileNum is required.', { field: 'mobileNum' });
    checkField(await loadRules(db, m.id), 'mobileNum', raw.replace(/[\s+()-]/g, ''), true);
    const mobile = parseMobile(raw, body.countryDialingCode, defaultDial(m));
    // A number for a new account or a binding must be from a country the site takes; others are already on accounts.
    if (purpose === 'register' || purpose === 'bind') requireAllowedDial(m, mobile.dial);
    await enforce(db, now(), [
      { key: `sms:ip:${clientIp(req)}`, limit: LIMITS.smsPerIp },
      { key: `sms:mobile:${m.id}:${mobile.full}`, limit: LIMITS.smsPerMobile },
      { key: `sms:resend:${m.id}:${purpose}:${mobile.full}`, limit: LIMITS.smsResend },
    ]);
    return mobile;
  }

  async function send(m: Merchant, mobile: Mobile, purpose: SmsPurpose, memberId?: number): Promise<number> {
    const { code, expiresAt } = await issueSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose, memberId, now: now() });
    const why = purpose === 'mobileChange' ? ' It lets your account replace this number: if you did not ask, change your password.' : '';
    await sms.send({ merchantId: m.id, mobile: mobile.full, text: `[${m.name}] Your verification code is ${code}. It expires in 5 minutes.${why}` });
    return expiresAt;
  }

  /**
   * Mails a member's code after the e-mail limits: one a minute per address and purpose (a member binding an address
   * and then changing it within the minute gets both), and hourly caps; a resend refused within the minute does not
   * use up the hourly allowances.
   */
  async function mail(req: FastifyRequest, m: Merchant, memberId: number, to: string, purpose: EmailPurpose): Promise<number> {
    const t = now();
    await enforce(db, t, [
      { key: `email:ip:${clientIp(req)}`, limit: LIMITS.emailPerIp },
      { key: `email:resend:${m.id}:${purpose}:${to}`, limit: LIMITS.emailResend },
      { key: `email:addr:${m.id}:${to}`, limit: LIMITS.emailPerAddress },
      { key: `email:acct:${memberId}`, limit: LIMITS.emailPerAccount },
    ]);
    const { code, expiresAt } = await issueCode(db, { merchantId: m.id, recipient: to, purpose, memberId, ttlMs: EMAIL_CODE_TTL_MS, now: t });
    const why =
      purpose === 'emailChange'
        ? ' It lets your account replace this address: if you did not ask, change your password.'
        : ' If you did not ask for it, ignore this mail.';
    await outboxEmail(db, { merchantId: m.id, to, now: t, text: `${m.name}: your e-mail verification code is ${code}. It expires in 10 minutes.${why}` });
    return expiresAt;
  }

  callRoute(app, 'smsRegister', async (body, req) => {
    const m = await requireMerchant(req);
    const mobile = await prepare(req, m, body, 'register');
    // Same answer whether the number is taken or not (no member enumeration); a taken number gets no text, and
    // registering with it is refused at submit (no code to give, then 409 mobile.exists).
    if (await memberByMobile(db, m.id, mobile.dial, mobile.national)) return ok({ expirationTime: now() + SMS_CODE_TTL_MS });
    return ok({ expirationTime: await send(m, mobile, 'register') });
  });

  callRoute(app, 'smsNoLogin', async (body, req) => {
    const m = await requireMerchant(req);
    const mobile = await prepare(req, m, body, 'noLogin');
    const member = await memberByMobile(db, m.id, mobile.dial, mobile.national);
    // Same answer either way; only numbers with an account get a text.
    if (member && member.status === 0) return ok({ expirationTime: await send(m, mobile, 'noLogin') });
    return ok({ expirationTime: now() + 5 * 60_000 });
  });

  // Signed in: the same answer for every number, one another member has included, and a text to it either way, so
  // only the phone's holder learns anything; bindMobile says the number is taken once its code is proven.
  callRoute(app, 'smsBind', async (body, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    const mobile = await prepare(req, m, body, 'bind');
    return ok({ expirationTime: await send(m, mobile, 'bind', s.memberId) });
  });

  // The withdrawal password's reset code goes to the number already on the account, never to one the caller names.
  callRoute(app, 'smsPaymentReset', async (_body, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    const member = await memberById(db, s.memberId);
    if (!member?.mobile_num) throw new ApiError(400, 'mobile.not.bound', 'Bind a mobile number first: the code is sent to it.');
    const mobile = await prepare(req, m, { mobileNum: member.mobile_num, countryDialingCode: member.country_dialing_code ?? undefined }, 'paymentReset');
    return ok({ expirationTime: await send(m, mobile, 'paymentReset', s.memberId), mobileNum: maskMobile(mobile.dial, mobile.national) });
  });

  callRoute(app, 'emailCode', async (body, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    const email = body.email.trim();
    checkField(await loadRules(db, m.id), 'email', email, true);
    return ok({ expirationTime: await mail(req, m, s.memberId, email.toLowerCase(), 'emailBind') });
  });

  // The owner's proof for replacing a bound contact: a code to the contact bound now, never to one the caller names.
  callRoute(app, 'oldContactCode', async (body, req) => {
    const m = await requireMerchant(req);
    const s = await requireRealSession(req);
    const member = await memberById(db, s.memberId);
    if (!member) throw notSession();
    const notBound = (what: string) => new ApiError(400, 'contact.not.bound', `No ${what} is bound yet: bind one with the code sent to it.`);
    if (body.kind === 'mobile') {
      if (!member.mobile_num) throw notBound('mobile number');
      const mobile = await prepare(req, m, { mobileNum: member.mobile_num, countryDialingCode: member.country_dialing_code || undefined }, 'mobileChange');
      return ok({ expirationTime: await send(m, mobile, 'mobileChange', s.memberId), recipient: maskMobile(mobile.dial, mobile.national) });
    }
    if (!member.email) throw notBound('e-mail address');
    return ok({ expirationTime: await mail(req, m, s.memberId, member.email.toLowerCase(), 'emailChange'), recipient: maskEmail(member.email) });
  });
};

export default verificationRoutes;

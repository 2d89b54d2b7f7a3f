import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterRequest } from '../../../src/generated/api/register.request.ts';
import type { RegisterMobileRequest } from '../../../src/generated/api/registerMobile.request.ts';
import type { RegisterResponse } from '../../../src/generated/api/register.response.ts';
import { checkCaptchaTry } from '../captcha/captchaTry.ts';
import { hashPassword } from '../crypto/password.ts';
import { serverSecret } from '../crypto/serverSecret.ts';
import type { Queryable } from '../db/index.ts';
import { insertMember, memberByMobile, memberByUsername } from '../db/members.ts';
import { callRoute } from '../http/callRoute.ts';
import { requireAllowedDial } from '../http/countries.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { whitelabelFlags } from '../http/flags.ts';
import { requireMerchant, type Merchant } from '../http/merchant.ts';
import { parseMobile, type Mobile } from '../http/mobile.ts';
import { enforce, hit, LIMITS, peek } from '../http/rateLimit.ts';
import { setDeviceCookie } from '../http/deviceCookie.ts';
import { clientIp } from '../http/request.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { consumeSmsCode } from '../sms/codes.ts';
import { resolveAffiliateCode } from './agentShared.ts';
import { signIn } from './login.ts';
import { welcomeMember } from './welcome.ts';

export type Mode = 'username' | 'mobile';
const HOUR = 3600_000;
/** Registrations from one address in an hour before a captcha is required. */
const FREE_REGISTRATIONS = 3;
const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId'] as const;
const CHECKED_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'email',
  'nickname',
  'payeeName',
  'birthday',
  'affiliateCode',
  ...PROFILE_FIELDS,
] as const;

const defaultDial = (m: Merchant) => String((m.settings.register as { defaultCountryDialingCode?: string } | undefined)?.defaultCountryDialingCode ?? '63');
const minAge = (m: Merchant) => Number((m.settings.register as { minAge?: number } | undefined)?.minAge ?? 18);

function checkBirthday(birthday: string, now: number, age: number): void {
  if (!birthday) return;
  const d = new Date(`${birthday}T00:00:00Z`);
  const year = new Date(now).getUTCFullYear();
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birthday || d.getUTCFullYear() < 1900 || d.getUTCFullYear() > year) {
    throw new ApiError(400, 'validation.failed', 'birthday format error.', { field: 'birthday' });
  }
  const adult = new Date(d);
  adult.setUTCFullYear(d.getUTCFullYear() + age);
  if (adult.getTime() > now) throw new ApiError(400, 'register.age.under', `You must be ${age} or older to register.`, { field: 'birthday', minAge: age });
}

async function freeUsername(db: Queryable, m: Merchant, mobile: Mobile): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const name = i === 0 ? `m${mobile.national}` : `m${mobile.national.slice(-8)}${randomInt(10, 100)}`;
    if (!(await memberByUsername(db, m.id, name))) return name;
  }
  throw new ApiError(503, 'system.busy', 'Please try again.');
}

/** The fields of a registration the rule set checks (register, registerMobile, agentRegister). */
export type RegistrationFields = Partial<Record<(typeof CHECKED_FIELDS)[number] | 'confirmPassword' | 'countryDialingCode', string>>;

/**
 * The rule-set checks every registration shares: each enabled (or required) field against its rule, the
 * confirmation password, the minimum age, the mobile number (free, and with its SMS code when `needCode`).
 * `skip` leaves fields out (agentRegister: no SMS code, no affiliate code). Returns the mobile number and `use`,
 * a field's value when its rule is enabled, else ''.
 */
export async function checkRegistration(
  db: Queryable,
  m: Merchant,
  rules: Awaited<ReturnType<typeof loadRules>>,
  body: RegistrationFields,
  o: { mode: Mode; needCode: boolean; now: number; skip?: readonly string[] },
): Promise<{ mobile?: Mobile; use: (field: string) => string }> {
  const values = body as Record<string, string | undefined>;
  const mobileGiven = (body.mobileNum ?? '') !== '';
  for (const field of CHECKED_FIELDS) {
    if (o.skip?.includes(field)) continue;
    const rule = rules[field];
    const required =
      (field === 'username' && o.mode === 'username') ||
      (field === 'mobileNum' && o.mode === 'mobile') ||
      field === 'password' ||
      (field === 'verificationCode' && o.needCode) ||
      (!!rule?.enabled && rule.required && !(field === 'username' && o.mode === 'mobile'));
    if (!rule?.enabled && !required) continue;
    checkField(rules, field, values[field], required);
  }
  if (body.confirmPassword && body.confirmPassword !== body.password) {
    throw new ApiError(400, 'register.password.confirm', 'The confirmation password is incorrect.', { field: 'confirmPassword' });
  }
  const use = (f: string) => (rules[f]?.enabled && !o.skip?.includes(f) ? (values[f] ?? '') : '');
  checkBirthday(use('birthday'), o.now, minAge(m));

  let mobile: Mobile | undefined;
  if (mobileGiven && (o.mode === 'mobile' || rules.mobileNum?.enabled)) {
    mobile = parseMobile(body.mobileNum ?? '', body.countryDialingCode, defaultDial(m));
    requireAllowedDial(m, mobile.dial);
    // The code first: smsRegister answers the same for a taken number but sends it none, so a guessed number gets
    // the wrong-code answer, not a confirmation that it is registered.
    if (
      o.needCode &&
      !(await consumeSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose: 'register', code: body.verificationCode ?? '', now: o.now }))
    ) {
      throw new ApiError(400, 'sms.code.err', 'Verification code error.', { field: 'verificationCode' });
    }
    if (await memberByMobile(db, m.id, mobile.dial, mobile.national)) throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered.');
  }
  return { mobile, use };
}

/** Makes the checked member (type 0) with its welcome letter; 409 username.exists when the name is taken. */
export async function createRegisteredMember(
  db: Queryable,
  m: Merchant,
  body: RegistrationFields,
  o: {
    use: (field: string) => string;
    mobile?: Mobile;
    username: string;
    parentId: number | null;
    affiliateUrlId?: number | null;
    recommenderId?: number | null;
    registerMethod: string;
    ip: string;
    now: number;
  },
): Promise<number> {
  const { use, mobile } = o;
  if (await memberByUsername(db, m.id, o.username)) throw new ApiError(409, 'username.exists', 'Sorry, the username already exists.');
  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (use(f)) profile[f] = use(f);
  const id = await insertMember(db, {
    merchantId: m.id,
    username: o.username,
    passwordHash: await hashPassword(body.password ?? ''),
    type: 0,
    nickname: use('nickname'),
    email: use('email'),
    payeeName: use('payeeName'),
    birthday: use('birthday'),
    countryDialingCode: mobile?.dial ?? '',
    mobileNum: mobile?.national ?? '',
    paymentPasswordHash: use('paymentPassword') ? await hashPassword(use('paymentPassword')) : null,
    profile,
    parentId: o.parentId,
    registerMethod: o.registerMethod,
    registerIp: o.ip,
    createdAt: o.now,
  });
  if (id === undefined) throw new ApiError(409, 'username.exists', 'Sorry, the username already exists.');
  if (o.affiliateUrlId) await db.query('UPDATE members SET affiliate_url_id = $2 WHERE id = $1', [id, o.affiliateUrlId]);
  // Invite friends counts the members a code's owner brought (routes/invite.ts).
  if (o.recommenderId) await db.query('UPDATE members SET recommender_id = $2 WHERE id = $1', [id, o.recommenderId]);
  await welcomeMember(db, id, m.id, m.name, o.now);
  return id;
}

/** Both registration calls: the body is checked against the merchant's rule set, then a type 0 member is made. */
async function register(
  req: FastifyRequest,
  reply: FastifyReply,
  m: Merchant,
  body: RegisterRequest | RegisterMobileRequest,
  mode: Mode,
): Promise<RegisterResponse> {
  const { db, now } = req.server.ctx;
  const t = now();
  const flags = await whitelabelFlags(db, m.id);
  if (!flags[mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3']) {
    throw new ApiError(403, 'feature.disabled', 'Sorry, this registration method is not available.');
  }
  const ip = clientIp(req);
  await enforce(db, t, [{ key: `register:ip:${ip}`, limit: LIMITS.registerPerIp }]);
  const rules = await loadRules(db, m.id);
  // The captcha is asked for from the start when the register settings switch it on, else after a few
  // registrations from one address.
  const captchaOn = rules.captcha?.enabled === true || (await peek(db, `registered:ip:${ip}`, HOUR, t)) >= FREE_REGISTRATIONS;
  // A given answer is always checked, with its proof of work (captchaTry.ts).
  if (body.captcha || captchaOn) {
    await checkCaptchaTry(
      req,
      body,
      0,
      () => new ApiError(400, 'register.captcha.err', 'Captcha error, please enter the code in the picture.', { captcha: true }),
    );
  }

  const needCode = flags.REGMOBVERF3 && (mode === 'mobile' || (body.mobileNum ?? '') !== '');
  const { mobile, use } = await checkRegistration(db, m, rules, body as RegistrationFields, { mode, needCode, now: t });
  // A member's invitation code, an agent's own code or one of its links (resolveAffiliateCode): team and recommender.
  let affiliate: Awaited<ReturnType<typeof resolveAffiliateCode>> = null;
  if (use('affiliateCode')) {
    affiliate = await resolveAffiliateCode(db, m.id, use('affiliateCode'));
    if (!affiliate) throw new ApiError(400, 'affiliate.code.invalid', 'Invalid invitation code.', { field: 'affiliateCode' });
  }
  const username = mode === 'username' || body.username ? (body.username ?? '').trim() : await freeUsername(db, m, mobile as Mobile);
  const id = await createRegisteredMember(db, m, body as RegistrationFields, {
    use,
    mobile,
    username,
    parentId: affiliate?.parentId ?? null,
    affiliateUrlId: affiliate?.urlId,
    recommenderId: affiliate?.recommenderId,
    registerMethod: body.registerMethod || 'H5',
    ip,
    now: t,
  });
  await hit(db, `registered:ip:${ip}`, HOUR, t);
  if (body.login) {
    const member = await memberByUsername(db, m.id, username);
    if (member) {
      const session = await signIn(req, member);
      // The browser that registered is the owner's device from the start (login.ts, device cookies).
      setDeviceCookie(req, reply, await serverSecret(db, 'device-cookie', t), member.id);
      return session;
    }
  }
  return { id, userName: username, customerType: 0, type: 0 };
}

/** The two registration calls (register, registerMobile), encrypted, PUT or POST. */
const registerRoutes: FastifyPluginAsync = async (app) => {
  callRoute(app, 'register', async (body, req, reply) => ok(await register(req, reply, await requireMerchant(req), body, 'username')));
  callRoute(app, 'registerMobile', async (body, req, reply) => ok(await register(req, reply, await requireMerchant(req), body, 'mobile')));
};

export default registerRoutes;

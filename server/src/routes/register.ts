import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RegisterRequest } from '../../../src/generated/api/register.request.ts';
import type { RegisterMobileRequest } from '../../../src/generated/api/registerMobile.request.ts';
import type { RegisterResponse } from '../../../src/generated/api/register.response.ts';
import { checkCaptcha } from '../captcha/store.ts';
import { hashPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { insertMember, memberByMobile, memberByUsername } from '../db/members.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { whitelabelFlags } from '../http/flags.ts';
import { requireMerchant, type Merchant } from '../http/merchant.ts';
import { parseMobile, type Mobile } from '../http/mobile.ts';
import { enforce, hit, LIMITS, peek } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { consumeSmsCode } from '../sms/codes.ts';
import { signIn } from './login.ts';
import { welcomeMember } from './welcome.ts';

type Mode = 'username' | 'mobile';
const HOUR = 3600_000;
/** Registrations from one address in an hour before a captcha is required. */
const FREE_REGISTRATIONS = 3;
const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId'] as const;
const CHECKED_FIELDS = ['username', 'password', 'mobileNum', 'verificationCode', 'paymentPassword', 'email', 'nickname', 'payeeName',
  'birthday', 'affiliateCode', ...PROFILE_FIELDS] as const;

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
  if (adult.getTime() > now) throw new ApiError(400, 'register.age.under', `You must be ${age} or older to register.`, { field: 'birthday' });
}

async function freeUsername(db: Queryable, m: Merchant, mobile: Mobile): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const name = i === 0 ? `m${mobile.national}` : `m${mobile.national.slice(-8)}${randomInt(10, 100)}`;
    if (!(await memberByUsername(db, m.id, name))) return name;
  }
  throw new ApiError(503, 'system.busy', 'Please try again.');
}

/** Both registration calls: the body is checked against the merchant's rule set, then a type 0 member is made. */
async function register(req: FastifyRequest, m: Merchant, body: RegisterRequest | RegisterMobileRequest, mode: Mode): Promise<RegisterResponse> {
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
  if (body.captcha ? !(await checkCaptcha(db, req, body.captcha, t)) : captchaOn) {
    throw new ApiError(400, 'register.captcha.err', 'Captcha error, please enter the code in the picture.', { captcha: true });
  }

  const values = body as unknown as Record<string, string | undefined>;
  const mobileGiven = (body.mobileNum ?? '') !== '';
  const needCode = flags.REGMOBVERF3 && (mode === 'mobile' || mobileGiven);
  for (const field of CHECKED_FIELDS) {
    const rule = rules[field];
    const required =
      (field === 'username' && mode === 'username') || (field === 'mobileNum' && mode === 'mobile') || field === 'password' ||
      (field === 'verificationCode' && needCode) || (!!rule?.enabled && rule.required && !(field === 'username' && mode === 'mobile'));
    if (!rule?.enabled && !required) continue;
    checkField(rules, field, values[field], required);
  }
  if (body.confirmPassword && body.confirmPassword !== body.password) {
    throw new ApiError(400, 'register.password.confirm', 'The confirmation password is incorrect.', { field: 'confirmPassword' });
  }
  const use = (f: string) => (rules[f]?.enabled ? (values[f] ?? '') : '');
  checkBirthday(use('birthday'), t, minAge(m));

  let mobile: Mobile | undefined;
  if (mobileGiven && (mode === 'mobile' || rules.mobileNum?.enabled)) {
    mobile = parseMobile(body.mobileNum ?? '', body.countryDialingCode, defaultDial(m));
    if (await memberByMobile(db, m.id, mobile.dial, mobile.national)) throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered.');
    if (needCode && !(await consumeSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose: 'register', code: body.verificationCode ?? '', now: t }))) {
      throw new ApiError(400, 'sms.code.err', 'Verification code error.', { field: 'verificationCode' });
    }
  }
  let parentId: number | null = null;
  if (use('affiliateCode')) {
    const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE merchant_id = $1 AND affiliate_code = $2 AND status = 0', [m.id, use('affiliateCode')]);
    if (!rows[0]) throw new ApiError(400, 'affiliate.code.invalid', 'Invalid invitation code.', { field: 'affiliateCode' });
    parentId = rows[0].id;
  }
  const username = mode === 'username' || body.username ? (body.username ?? '').trim() : await freeUsername(db, m, mobile as Mobile);
  if (await memberByUsername(db, m.id, username)) throw new ApiError(409, 'username.exists', 'Sorry, the username already exists.');

  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (use(f)) profile[f] = use(f);
  const id = await insertMember(db, {
    merchantId: m.id, username, passwordHash: await hashPassword(body.password ?? ''), type: 0,
    nickname: use('nickname'), email: use('email'), payeeName: use('payeeName'), birthday: use('birthday'),
    countryDialingCode: mobile?.dial ?? '', mobileNum: mobile?.national ?? '',
    paymentPasswordHash: use('paymentPassword') ? await hashPassword(use('paymentPassword')) : null,
    profile, parentId, registerMethod: body.registerMethod || 'H5', registerIp: ip, createdAt: t,
  });
  if (id === undefined) throw new ApiError(409, 'username.exists', 'Sorry, the username already exists.');
  await hit(db, `registered:ip:${ip}`, HOUR, t);
  await welcomeMember(db, id, m.name, t);
  if (body.login) {
    const member = await memberByUsername(db, m.id, username);
    if (member) return signIn(req, member);
  }
  return { id, userName: username, customerType: 0, type: 0 };
}

/** The two registration calls (register, registerMobile), encrypted, PUT or POST. */
const registerRoutes: FastifyPluginAsync = async (app) => {
  callRoute(app, 'register', async (body, req) => ok(await register(req, await requireMerchant(req), body, 'username')));
  callRoute(app, 'registerMobile', async (body, req) => ok(await register(req, await requireMerchant(req), body, 'mobile')));
};

export default registerRoutes;

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SmsNoLoginRequest } from '../../../src/generated/api/smsNoLogin.request.ts';
import type { SmsRegisterRequest } from '../../../src/generated/api/smsRegister.request.ts';
import { memberByMobile } from '../db/members.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant, type Merchant } from '../http/merchant.ts';
import { parseMobile, type Mobile } from '../http/mobile.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { issueSmsCode, type SmsPurpose } from '../sms/codes.ts';

const defaultDial = (m: Merchant) => String((m.settings.register as { defaultCountryDialingCode?: string } | undefined)?.defaultCountryDialingCode ?? '63');

/** SMS codes for registration and for signed-out use (SMS login, set password by phone). */
const verificationRoutes: FastifyPluginAsync = async (app) => {
  const { db, now, sms } = app.ctx;

  /** Checks the number and the limits (per address, per number, one a minute). */
  async function prepare(req: FastifyRequest, m: Merchant, body: SmsRegisterRequest | SmsNoLoginRequest): Promise<Mobile> {
    const raw = body.mobileNo ?? body.mobileNum;
    if (!raw) throw new ApiError(400, 'validation.failed', 'mobileNum is required.', { field: 'mobileNum' });
    checkField(await loadRules(db, m.id), 'mobileNum', raw.replace(/[\s+()-]/g, ''), true);
    const mobile = parseMobile(raw, body.countryDialingCode, defaultDial(m));
    await enforce(db, now(), [
      { key: `sms:ip:${clientIp(req)}`, limit: LIMITS.smsPerIp },
      { key: `sms:mobile:${m.id}:${mobile.full}`, limit: LIMITS.smsPerMobile },
      { key: `sms:resend:${m.id}:${mobile.full}`, limit: LIMITS.smsResend },
    ]);
    return mobile;
  }

  async function send(m: Merchant, mobile: Mobile, purpose: SmsPurpose): Promise<number> {
    const { code, expiresAt } = await issueSmsCode(db, { merchantId: m.id, mobile: mobile.full, purpose, now: now() });
    await sms.send({ merchantId: m.id, mobile: mobile.full, text: `[${m.name}] Your verification code is ${code}. It expires in 5 minutes.` });
    return expiresAt;
  }

  callRoute(app, 'smsRegister', async (body, req) => {
    const m = await requireMerchant(req);
    const mobile = await prepare(req, m, body);
    if (await memberByMobile(db, m.id, mobile.dial, mobile.national)) throw new ApiError(409, 'mobile.exists', 'This mobile number is already registered.');
    return ok({ expirationTime: await send(m, mobile, 'register') });
  });

  callRoute(app, 'smsNoLogin', async (body, req) => {
    const m = await requireMerchant(req);
    const mobile = await prepare(req, m, body);
    const member = await memberByMobile(db, m.id, mobile.dial, mobile.national);
    // Same answer either way; only numbers with an account get a text.
    if (member && member.status === 0) return ok({ expirationTime: await send(m, mobile, 'noLogin') });
    return ok({ expirationTime: now() + 5 * 60_000 });
  });
};

export default verificationRoutes;

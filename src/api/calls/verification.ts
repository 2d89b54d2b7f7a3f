/** SMS verification codes (6 digits, 5 minutes, single use). expirationTime drives the countdown. */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { SmsNoLoginRequest } from '../../generated/api/smsNoLogin.request.ts';
import type { SmsNoLoginResponse } from '../../generated/api/smsNoLogin.response.ts';
import type { SmsRegisterRequest } from '../../generated/api/smsRegister.request.ts';
import type { SmsRegisterResponse } from '../../generated/api/smsRegister.response.ts';

/** For registering a number (409 mobile.exists when it has an account). */
export const smsRegister = (api: PlatformApi, body: SmsRegisterRequest): Promise<SmsRegisterResponse> =>
  api.request('POST', '/wps/verification/sms/register', { body });

/** For SMS login and set-password-by-phone. */
export const smsNoLogin = (api: PlatformApi, body: SmsNoLoginRequest): Promise<SmsNoLoginResponse> =>
  api.request('POST', '/wps/verification/sms/noLogin', { body });

/** Member calls: registration, profile, passwords, withdrawal password, funds / contract flags. */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { ChangePasswordRequest } from '../../generated/api/changePassword.request.ts';
import type { ForgotPasswordEmailRequest } from '../../generated/api/forgotPasswordEmail.request.ts';
import type { FundsConsolidatedResponse } from '../../generated/api/fundsConsolidated.response.ts';
import type { MemberInfoResponse } from '../../generated/api/memberInfo.response.ts';
import type { RegisterRequest } from '../../generated/api/register.request.ts';
import type { RegisterResponse } from '../../generated/api/register.response.ts';
import type { ResetPaymentPasswordRequest } from '../../generated/api/resetPaymentPassword.request.ts';
import type { SetPasswordByPhoneRequest } from '../../generated/api/setPasswordByPhone.request.ts';
import type { SetPaymentPasswordRequest } from '../../generated/api/setPaymentPassword.request.ts';
import type { DeviceHeader } from './session.ts';

const regHeaders = (moduleId: string, device?: DeviceHeader): Record<string, string> => ({ ModuleId: moduleId, ...(device ? { Device: device } : {}) });

/** PUT /wps/member/register (encrypted, ModuleId REG3). `login: true` answers with a token. */
export const register = (api: PlatformApi, body: RegisterRequest, device?: DeviceHeader): Promise<RegisterResponse> =>
  api.request('PUT', '/wps/member/register', { body, encrypt: true, headers: regHeaders('REG3', device) });

/** PUT /wps/member/register/mobile (encrypted, ModuleId MOBILENUMREG3). */
export const registerMobile = (api: PlatformApi, body: RegisterRequest, device?: DeviceHeader): Promise<RegisterResponse> =>
  api.request('PUT', '/wps/member/register/mobile', { body, encrypt: true, headers: regHeaders('MOBILENUMREG3', device) });

/** Resolves true when free; rejects with ApiError `username.exists` (409) when taken. */
export const checkUsername = (api: PlatformApi, username: string): Promise<boolean> =>
  api.request('GET', '/wps/check/username', { query: { username } });

export const memberInfo = (api: PlatformApi): Promise<MemberInfoResponse> => api.request('GET', '/wps/member/info');

export const updateNickname = (api: PlatformApi, nickname: string): Promise<boolean> =>
  api.request('POST', '/wps/member/info/nickname', { body: { nickname }, form: true });

export const updateEmail = (api: PlatformApi, email: string): Promise<boolean> =>
  api.request('POST', '/wps/member/info/email', { body: { email }, form: true });

/** Encrypted. `modify.new.old.same` when equal; other devices are signed out on success. */
export const changePassword = (api: PlatformApi, body: ChangePasswordRequest): Promise<boolean> =>
  api.request('POST', '/wps/member/password', { body, encrypt: true });

/** Encrypted; then log in with the mobile number as username. */
export const setPasswordByPhone = (api: PlatformApi, body: SetPasswordByPhoneRequest): Promise<boolean> =>
  api.request('POST', '/wps/member/password/verification', { body, encrypt: true });

/** Form-encoded; always true (the server never tells whether the account exists). */
export const forgotPasswordEmail = (api: PlatformApi, body: ForgotPasswordEmailRequest): Promise<boolean> =>
  api.request('POST', '/wps/member/password/email', { body, form: true });

export const setPaymentPassword = (api: PlatformApi, body: SetPaymentPasswordRequest): Promise<boolean> =>
  api.request('POST', '/wps/member/paymentPassword', { body });

export const resetPaymentPassword = (api: PlatformApi, body: ResetPaymentPasswordRequest): Promise<boolean> =>
  api.request('POST', '/wps/member/paymentPassword/reset', { body });

export const hasWithdrawalPassword = (api: PlatformApi): Promise<boolean> => api.request('GET', '/wps/member/hasWithdrawalPassword');

/** Agent contract flags (1 = a contract waits): dailysalreqtype, divtypecompperiodreq, contracthoursalreq. */
export const fundsConsolidated = (api: PlatformApi): Promise<FundsConsolidatedResponse> =>
  api.request('GET', '/wps/member/info/funds/consolidated');

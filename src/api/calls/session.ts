/** Session calls: login (password / SMS), free play, logout, captcha, the body-encryption public keys. */
import type { PlatformApi } from '../../core/platformApi.ts';
import type { FreePlayResponse } from '../../generated/api/freePlay.response.ts';
import type { LoginRequest } from '../../generated/api/login.request.ts';
import type { LoginResponse } from '../../generated/api/login.response.ts';
import type { OaepKeyResponse } from '../../generated/api/oaepKey.response.ts';

/** Device header values (login / register only); omit in a plain browser. */
export type DeviceHeader = 'IPAD' | 'PWA' | 'WEBCLIP' | 'OTHERS';

const deviceHeaders = (device?: DeviceHeader): Record<string, string> => (device ? { Device: device } : {});

/**
 * POST /wps/session/login, encrypted. type 'sms': username = mobile number, password = SMS code.
 * A failure with `err.value.captcha` truthy means: show the captcha (captcha()) and send its answer next time.
 */
export const login = (api: PlatformApi, body: LoginRequest, device?: DeviceHeader): Promise<LoginResponse> =>
  api.request('POST', '/wps/session/login', { body: { type: 'username', ...body }, encrypt: true, headers: deviceHeaders(device) });

export const freePlay = (api: PlatformApi, device?: DeviceHeader): Promise<FreePlayResponse> =>
  api.request('POST', '/wps/session/login/freeplay', { headers: deviceHeaders(device) });

/** Revokes the current token (Authorization) on the server. */
export const logout = (api: PlatformApi): Promise<boolean> => api.request('DELETE', '/wps/session/logout');

/**
 * A new captcha as a data URL. The server binds it to this browser with the `captchaId` cookie (same origin);
 * apps without cookies pass the `X-Captcha-Id` answer header back on the next login instead.
 */
export const captcha = async (api: PlatformApi): Promise<string> =>
  `data:image/png;base64,${await api.request<string>('GET', '/wps/captcha', { query: { t: Date.now() } })}`;

export const legacyKey = (api: PlatformApi): Promise<string> => api.request('GET', '/wps/session/key/rsa');
export const oaepKey = (api: PlatformApi): Promise<OaepKeyResponse> => api.request('GET', '/wps/session/key/oaep');

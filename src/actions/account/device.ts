import type { DeviceContext } from '../../generated/context.ts';

export type RegisterMethod = 'H5' | 'PWA' | 'WEBCLIP' | 'APP';

/** registerMethod of the registration payload: the native app, an installed PWA, an iOS web clip, else H5. */
export function registerMethodOf(device: DeviceContext): RegisterMethod {
  if (device.inApp) return 'APP';
  if (device.standalone) return 'PWA';
  if (device.webClip) return 'WEBCLIP';
  return 'H5';
}

/** The wire format's Device header on login and register: OTHERS in the app, PWA, WEBCLIP, IPAD, else none. */
export function deviceHeaders(device: DeviceContext, userAgent: string): Record<string, string> {
  if (device.inApp) return { Device: 'OTHERS' };
  if (device.standalone) return { Device: 'PWA' };
  if (device.webClip) return { Device: 'WEBCLIP' };
  if (/iPad/.test(userAgent)) return { Device: 'IPAD' };
  return {};
}

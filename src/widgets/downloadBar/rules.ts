import type { DeviceContext } from '../../generated/context.ts';

export interface ResourceLink {
  type: string;
  url: string;
}

const find = (links: readonly ResourceLink[], type: string) => links.find((l) => l.type.toLowerCase() === type.toLowerCase() && l.url);

/**
 * The link the bar offers, or null when the spec hides it: inside the native app, in a PWA, in an iOS web clip
 * without an iOS app link, or without a link for the device (iOS: app or profile; Android: the APK).
 */
export function downloadBarLink(links: readonly ResourceLink[], device: DeviceContext): ResourceLink | null {
  if (device.inApp || device.standalone) return null;
  const ios = find(links, 'IOS');
  const profile = find(links, 'MOBILECONFIG');
  const android = find(links, 'Android');
  if (device.webClip && !ios) return null;
  if (device.os === 'ios') return ios ?? profile ?? null;
  if (device.os === 'android') return android ?? null;
  return android ?? ios ?? profile ?? null;
}

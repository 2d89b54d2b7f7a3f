import type { DeviceContext } from '../../generated/context.ts';

export interface ResourceLink {
  type: string;
  url: string;
}

/** What the bar's button does: the browser's install dialog, or a download link for the device. */
export type BarOffer = { kind: 'install' } | { kind: 'link'; link: ResourceLink };

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

/**
 * What the bar offers: the browser's own install where it offers one (Chrome on Android fired beforeinstallprompt,
 * and the document wires `install`), which needs no download; else the device's link, as downloadBarLink says.
 */
export function downloadBarOffer(links: readonly ResourceLink[], device: DeviceContext, canInstall: boolean): BarOffer | null {
  if (device.inApp || device.standalone) return null;
  if (device.installable && canInstall) return { kind: 'install' };
  const link = downloadBarLink(links, device);
  return link ? { kind: 'link', link } : null;
}

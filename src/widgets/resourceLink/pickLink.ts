import type { DeviceContext } from '../../generated/context.ts';

/** One configured link (download resource or customer-service item). */
export interface LinkEntry {
  type: string;
  url: string;
}

/** Resource types that fit each device: the spec shows iOS links on iOS, the Android link on Android. */
const DEVICE_TYPES: Record<DeviceContext['os'], string[] | null> = {
  ios: ['IOS', 'MOBILECONFIG'],
  android: ['Android'],
  other: null,
};

/** The first link of a wanted type (in the order of `types`), narrowed to the device when asked; else undefined. */
export function pickLink(links: readonly LinkEntry[], types: readonly string[], os: DeviceContext['os'] | null): LinkEntry | undefined {
  const fit = os ? DEVICE_TYPES[os] : null;
  const wanted = types.map((t) => t.toLowerCase()).filter((t) => !fit || fit.some((f) => f.toLowerCase() === t));
  for (const want of wanted) {
    const hit = links.find((l) => l.type.toLowerCase() === want && l.url);
    if (hit) return hit;
  }
  return undefined;
}

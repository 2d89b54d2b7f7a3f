import { useMemo } from 'react';
import { formatDateTime, formatInstantDay } from '../core/formatDate.ts';
import { htmlLang } from '../core/htmlLang.ts';
import { isTimeZone, zoneName } from '../core/zonedTime.ts';
import type { AppState } from '../state/appState.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { useRenderer } from './RendererContext.tsx';

/**
 * The merchant's time zone, as the platform's system status names it: the days a report, a period chip or a
 * "resets at" counts. UTC when the platform names none, or one this browser does not know.
 */
export function timeZoneOf(state: AppState): string {
  const zone = state.statusInfo?.timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** The brand's time zone (timeZoneOf), following the store. */
export const useTimeZone = (): string => useAppState(timeZoneOf);

/** The brand's time zone named in the page's language, for "resets at 00:00 …": "Philippine Standard Time", "UTC". */
export function useTimeZoneName(): string {
  const { env } = useRenderer();
  const timeZone = useTimeZone();
  const language = useAppState((s) => s.language);
  return zoneName(timeZone, htmlLang(language), env.clock.now());
}

/** Moments written on the brand's clock: `dateTime` "2025-06-01 12:05", `day` "2025-06-01" (formatDateTime). */
export function useBrandClock(): { dateTime(ms: number): string; day(ms: number): string } {
  const zone = useTimeZone();
  return useMemo(() => ({ dateTime: (ms: number) => formatDateTime(ms, zone), day: (ms: number) => formatInstantDay(ms, zone) }), [zone]);
}

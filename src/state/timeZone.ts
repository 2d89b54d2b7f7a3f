import { isTimeZone } from '../core/zonedTime.ts';
import type { AppState } from './appState.ts';

/**
 * The merchant's time zone, as the platform's system status names it: the days a report, a period chip or a
 * "resets at" counts. UTC when the platform names none, or one this browser does not know.
 */
export function timeZoneOf(state: AppState): string {
  const zone = state.statusInfo?.timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

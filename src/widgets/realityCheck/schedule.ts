/** A reminder never fires sooner than this after the previous one (a session begun exactly on an interval). */
const MIN_WAIT_MS = 60_000;

/**
 * Milliseconds until the next reminder: the next whole multiple of the interval since the session began. A
 * session 70 minutes old with a 30-minute interval is reminded at 90, in 20 minutes.
 */
export function msUntilReminder(minutesPlayed: number, intervalMinutes: number): number {
  const intoInterval = minutesPlayed % intervalMinutes;
  return Math.max(MIN_WAIT_MS, (intervalMinutes - intoInterval) * 60_000);
}

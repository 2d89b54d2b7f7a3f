/**
 * Calendar days as the platform writes them: promotions YYYY/MM/DD, notices and letters YYYY-MM-DD. The platform
 * sends a day as the epoch milliseconds of its UTC midnight, so the day is read in UTC: read in the device's zone
 * it would show the day before west of Greenwich.
 */
export function formatDay(ms: number, separator: '/' | '-'): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())].join(separator);
}

/** A promotion's run: "2025/01/06 - 2030/12/31", or "2025/01/01 - <long term>" when it has no end. */
export function promotionPeriod(p: { startDate: number; endDate: number | null; noExpiry: 0 | 1 }, longTerm: string): string {
  const start = formatDay(p.startDate, '/');
  if (p.noExpiry === 1 || p.endDate === null) return `${start} - ${longTerm}`;
  return `${start} - ${formatDay(p.endDate, '/')}`;
}

/** A moment in the device's own time, "2025-06-01 12:05": when a member did something, as they lived it. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The UTC days of a range preset ending today: today, the last 7 days or the last 30 (both ends included). */
export function presetRange(preset: 'today' | 'yesterday' | '7d' | '30d', nowMs: number): { startDate: string; endDate: string } {
  const day = 86_400_000;
  const [back, span] = { today: [0, 0], yesterday: [1, 0], '7d': [0, 6], '30d': [0, 29] }[preset];
  const end = nowMs - back * day;
  return { startDate: formatDay(end - span * day, '-'), endDate: formatDay(end, '-') };
}

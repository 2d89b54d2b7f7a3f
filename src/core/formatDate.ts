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

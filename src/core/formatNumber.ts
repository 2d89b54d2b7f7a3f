/**
 * A number with a fixed count of decimals and comma thousands separators, as en-US formats it ("1,234.50"),
 * the one format the spec uses for amounts and counts. Not Intl.NumberFormat: the first one a page builds loads
 * the ICU data, ~40 ms of main thread on a mid-range machine (several times that on a phone), on the home's
 * first screen. Rounds half away from zero like toFixed; non-finite values come back as "--".
 */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '--';
  const fixed = Math.abs(value).toFixed(decimals);
  const dot = fixed.indexOf('.');
  const whole = dot === -1 ? fixed : fixed.slice(0, dot);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${dot === -1 ? '' : fixed.slice(dot)}`;
}

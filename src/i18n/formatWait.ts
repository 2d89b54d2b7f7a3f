import { htmlLang } from '../core/htmlLang.ts';

/**
 * "in 42 seconds" / "in 3 minutes" in the user's language, from the browser's own wording (Intl), so a wait
 * reads naturally in every language without a key per unit: seconds up to 90, then whole minutes up to 90, then
 * hours, rounded up (never promise less than the real wait).
 */
export function formatWait(seconds: number, language: string): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    s <= 90 ? [s, 'second'] : s <= 90 * 60 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  try {
    return new Intl.RelativeTimeFormat(htmlLang(language), { numeric: 'always' }).format(value, unit);
  } catch {
    return new Intl.RelativeTimeFormat('en', { numeric: 'always' }).format(value, unit);
  }
}

import Color from 'colorjs.io';
import type { ComposedBrand } from '../compose.ts';
import type { LintContext } from '../context.ts';
import { isObject, isString } from '../json.ts';

/** WCAG 2.x AA minimums: 4.5:1 for body-size text, 3:1 for non-text parts such as a focus ring. */
const TEXT = 4.5;
const NON_TEXT = 3;

/** A foreground token drawn on a background token, and the ratio it needs. */
export interface ContrastPair {
  fg: string;
  bg: string;
  min: number;
  /** What the pair is used for, in the message: "text" or "non-text (focus ring)". */
  use: string;
}

const text = (fg: string, ...bgs: string[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: TEXT, use: 'text' }));

/** The pairs the app's CSS actually draws; adding a token use in CSS that puts text on a background means a row here. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...text('color-text', 'color-bg', 'color-surface', 'color-surface-2'),
  ...text('color-text-muted', 'color-bg', 'color-surface', 'color-surface-2'),
  ...text('color-on-primary', 'color-primary'),
  ...text('color-on-accent', 'color-accent'),
  ...text('color-on-danger', 'color-danger'),
  // Links and secondary (outlined) buttons are primary-coloured text.
  ...text('color-primary', 'color-bg', 'color-surface'),
  // Form error messages.
  ...text('color-danger', 'color-surface', 'color-bg'),
  { fg: 'color-accent', bg: 'color-bg', min: NON_TEXT, use: 'non-text (focus ring)' },
];

// The schema's colour form; anything else is reported by the schema check, so it is skipped here.
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG 2.1 contrast ratio of two hex colours (colorjs.io does the sRGB luminance maths). */
export function contrastRatio(fg: string, bg: string): number {
  return new Color(fg).contrast(new Color(bg), 'WCAG21');
}

/** Rounded down, so a ratio just under the minimum never prints as the minimum itself (4.497 -> 4.49). */
const show = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * Each text/background pair of a composed brand's tokens must meet WCAG AA. The finding points where the operator
 * acts: at the token of the pair the brand's overlay set (the foreground when it set both), else at the foreground
 * in _base; a token of the pair the brand did not set is named as _base's.
 */
export function checkContrast(ctx: LintContext, b: ComposedBrand): void {
  const brand = isObject(b.brand.value) ? b.brand.value : {};
  const theme = isObject(brand.theme) ? brand.theme : {};
  const tokens = isObject(theme.tokens) ? theme.tokens : {};
  const path = (token: string): string[] => ['theme', 'tokens', token];
  const fromOverlay = (token: string): boolean => b.brand.overlay !== undefined && b.brand.sourceOf(path(token)) === b.brand.overlay;
  for (const { fg, bg, min, use } of CONTRAST_PAIRS) {
    const f = tokens[fg];
    const g = tokens[bg];
    if (!isString(f) || !isString(g) || !HEX.test(f) || !HEX.test(g)) continue;
    const ratio = contrastRatio(f, g);
    if (ratio >= min) continue;
    const at = !fromOverlay(fg) && fromOverlay(bg) ? bg : fg;
    const other = at === fg ? bg : fg;
    const brandSet = fromOverlay(fg) || fromOverlay(bg);
    const paired = brandSet && !fromOverlay(other) ? `; paired with _base's ${other} (${other === fg ? f : g})` : '';
    ctx.reporter.add(b.brand, path(at), {
      rule: 'token-contrast', brand: b.name,
      message: `${fg} (${f}) on ${bg} (${g}) is ${show(ratio)}, below WCAG AA ${min}:1 for ${use}${paired}`,
      expected: `a contrast of at least ${min}:1 (change ${fg} or ${bg})`, found: show(ratio),
    });
  }
}

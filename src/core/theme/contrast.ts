/**
 * Token contrast, as WCAG 2.2 AA asks it: the pairs of theme tokens the app's CSS draws one on the other, their
 * ratio and the verdict. One module for the config lint (tools/lint/checks/contrast.ts) and the studio's theme
 * editor, so both say the same. The maths is that of the colour library the linter used before (colorjs), written
 * out for the hex colours tokens hold: the library stays a devDependency out of every bundle
 * (tests/tools/lint/tokens.test.ts), and a property test checks the ratios are the very same numbers.
 */

/** WCAG 2.x AA minimums: 4.5:1 for body-size text, 3:1 for large text (18pt, or 14pt bold) and non-text parts. */
export const WCAG_AA = { text: 4.5, largeText: 3, nonText: 3 } as const;

/** A foreground token drawn on a background token, and the ratio it needs. */
export interface ContrastPair {
  fg: string;
  bg: string;
  min: number;
  /** What the pair is used for, in messages: "text" or "non-text (focus ring)". */
  use: string;
}

const text = (fg: string, ...bgs: string[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: WCAG_AA.text, use: 'text' }));

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
  { fg: 'color-accent', bg: 'color-bg', min: WCAG_AA.nonText, use: 'non-text (focus ring)' },
];

/** The tokens schema's colour form (#rgb or #rrggbb); another value is the schema check's to report. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** sRGB's second row of the linear-light to XYZ (D65) matrix: luminance Y. the library's values, in its order. */
const Y_ROW = [0.21263900587151027, 0.715168678767756, 0.07219231536073371] as const;

/** A gamma-encoded sRGB channel (0-1) to linear light. */
const linear = (v: number): number => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** Relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length <= 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => linear(Number.parseInt(digits.slice(i, i + 2), 16) / 255));
  return Math.max(r * Y_ROW[0] + g * Y_ROW[1] + b * Y_ROW[2], 0);
}

/** WCAG 2.1 contrast ratio of two hex colours (symmetric: which is the foreground does not matter). */
export function contrastRatio(fg: string, bg: string): number {
  if (!HEX_COLOR.test(fg) || !HEX_COLOR.test(bg)) throw new Error(`contrastRatio: "${fg}" and "${bg}" must be #rgb or #rrggbb colours`);
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

/** Rounded down, so a ratio just under the minimum never shows as the minimum itself (4.497 -> "4.49:1"). */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** The AA verdict of a ratio against a minimum (a pair's `min`, or one of WCAG_AA). */
export function meetsAA(ratio: number, min: number): boolean {
  return ratio >= min;
}

/** One pair measured on a set of token values. */
export interface PairResult {
  pair: ContrastPair;
  fg: string;
  bg: string;
  ratio: number;
  passes: boolean;
}

/**
 * Every pair whose two tokens both hold a hex colour, measured; a pair with a missing or non-hex token is left
 * out (the schema check reports the value).
 */
export function checkPairs(tokens: Readonly<Record<string, unknown>>, pairs: readonly ContrastPair[] = CONTRAST_PAIRS): PairResult[] {
  const out: PairResult[] = [];
  for (const pair of pairs) {
    const fg = tokens[pair.fg];
    const bg = tokens[pair.bg];
    if (typeof fg !== 'string' || typeof bg !== 'string' || !HEX_COLOR.test(fg) || !HEX_COLOR.test(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    out.push({ pair, fg, bg, ratio, passes: meetsAA(ratio, pair.min) });
  }
  return out;
}

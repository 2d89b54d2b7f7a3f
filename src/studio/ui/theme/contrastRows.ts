import { CONTRAST_PAIRS, contrastRatio, formatRatio, HEX_COLOR, meetsAA } from '../../../core/theme/contrast.ts';

/** One contrast pair the lint checks, measured on the values in the editor. */
export interface ContrastRow {
  fg: string;
  bg: string;
  min: number;
  use: string;
  /** Null while either colour is not a valid hex value. */
  ratio: number | null;
  passes: boolean;
}

/** "4.49:1": rounded down as the lint prints it, so a ratio just under the minimum never shows as the minimum. */
export const showRatio = formatRatio;

export const verdictText = (row: ContrastRow): string => (row.passes ? 'Passes AA' : `Fails AA (needs ${row.min}:1)`);

/** Every pair of core/theme/contrast.ts (the lint's own list) on these values; unmeasurable pairs pass. */
export function contrastRows(values: Readonly<Record<string, string | undefined>>): ContrastRow[] {
  return CONTRAST_PAIRS.map(({ fg, bg, min, use }) => {
    const f = values[fg];
    const g = values[bg];
    const ratio = f && g && HEX_COLOR.test(f) && HEX_COLOR.test(g) ? contrastRatio(f, g) : null;
    return { fg, bg, min, use, ratio, passes: ratio === null || meetsAA(ratio, min) };
  });
}

/** The message a failing pair puts on each of its two colour fields. */
export const pairMessage = (row: ContrastRow): string => `${row.fg} on ${row.bg} is ${showRatio(row.ratio ?? 0)}: fails AA for ${row.use} (needs ${row.min}:1)`;

/**
 * Real type on drawn images: text set in the repository's own font (server/assets/fonts, SIL Open Font License)
 * and written into the SVG as outlines. librsvg (inside sharp) would otherwise pick whatever fonts the machine
 * has, so the same image would differ between a laptop, CI and production; outlines draw the same everywhere.
 * opentype.js reads the font and lays out the glyphs (kerning included).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const FONT_FILE = fileURLToPath(new URL('../../assets/fonts/Baloo2-ExtraBold.ttf', import.meta.url));

let font: opentype.Font | undefined;
function display(): opentype.Font {
  if (!font) {
    const bytes = readFileSync(FONT_FILE);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return font;
}

/** Width of `text` at `size` px. */
export const textWidth = (text: string, size: number): number => display().getAdvanceWidth(text, size);

/** Whether the display font has a glyph for every character of `text` (it has Latin, not Chinese). */
export const hasGlyphs = (text: string): boolean => [...text].every((ch) => /\s/.test(ch) || display().charToGlyphIndex(ch) > 0);

/** SVG path data of `text` at `size` px, starting at `x` with its baseline at `y`. */
export const textAt = (text: string, x: number, y: number, size: number): string => display().getPath(text, x, y, size).toPathData(1);

/** SVG path data of `text` at `size` px, centred on `cx` with its baseline at `y`. */
export function centredText(text: string, cx: number, y: number, size: number): string {
  return textAt(text, cx - textWidth(text, size) / 2, y, size);
}

/**
 * Lines of `text` that fit `width` at the largest size from `max` down to `min` (at most `maxLines` lines, words
 * kept whole; a word too long for one line shrinks the type). The last line ends with "…" when words remain.
 */
export function fitLines(text: string, o: { width: number; max: number; min: number; maxLines: number }): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = o.max; size >= o.min; size--) {
    const lines: string[] = [];
    let i = 0;
    while (i < words.length && lines.length < o.maxLines) {
      let line = words[i++];
      while (i < words.length && textWidth(`${line} ${words[i]}`, size) <= o.width) line = `${line} ${words[i++]}`;
      lines.push(line);
    }
    if (i === words.length && lines.every((l) => textWidth(l, size) <= o.width)) return { lines, size };
  }
  if (words.length <= 1) return { lines: words, size: o.min };
  const lines = fitLines(words.slice(0, -1).join(' '), o).lines;
  lines[lines.length - 1] = `${lines[lines.length - 1]}…`;
  return { lines, size: o.min };
}

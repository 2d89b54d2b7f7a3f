/**
 * Real type on drawn images: text set in the repository's own fonts (server/assets/fonts, SIL Open Font License)
 * and written into the SVG as outlines. librsvg (inside sharp) would otherwise pick whatever fonts the machine
 * has, so the same image would differ between a laptop, CI and production; outlines draw the same everywhere.
 * opentype.js reads the fonts and lays out the glyphs (kerning included). Latin is set in the display font (Baloo 2
 * ExtraBold); a character it lacks (Chinese) in a subset of Noto Sans CJK SC Bold (tools/fonts/cli.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';
import { type BreakUnit, breakUnits, joinUnits } from './lineBreak.ts';

interface Face {
  file: string;
  /** Size relative to the size asked for: a hanzi fills its em (0.95 of it), Baloo's capitals 0.6, so CJK is set smaller. */
  scale: number;
  font?: opentype.Font;
}

const DISPLAY: Face = { file: 'Baloo2-ExtraBold.ttf', scale: 1 };
const CJK: Face = { file: 'NotoSansCJKsc-Bold-subset.otf', scale: 0.86 };

function fontOf(face: Face): opentype.Font {
  if (!face.font) {
    const bytes = readFileSync(fileURLToPath(new URL(`../../assets/fonts/${face.file}`, import.meta.url)));
    face.font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return face.font;
}

const has = (face: Face, ch: string): boolean => fontOf(face).charToGlyphIndex(ch) > 0;

/** The face that draws `ch`: the display font where it has the glyph, else the CJK font, else none. */
function faceOf(ch: string): Face | undefined {
  if (/\s/.test(ch) || has(DISPLAY, ch)) return DISPLAY;
  return has(CJK, ch) ? CJK : undefined;
}

/** `text` cut into runs set in one face each (a character no font has is left to the display font's empty box). */
function runs(text: string): { face: Face; text: string }[] {
  const out: { face: Face; text: string }[] = [];
  for (const ch of text) {
    const face = faceOf(ch) ?? DISPLAY;
    const last = out[out.length - 1];
    if (last?.face === face) last.text += ch;
    else out.push({ face, text: ch });
  }
  return out;
}

/** The font families `text` is set in, run by run (tests read which font draws what). */
export const familiesOf = (text: string): string[] => runs(text).map((r) => fontOf(r.face).names.fontFamily.en);

/** Width of `text` at `size` px. */
export const textWidth = (text: string, size: number): number =>
  runs(text).reduce((w, r) => w + fontOf(r.face).getAdvanceWidth(r.text, size * r.face.scale), 0);

/** Whether one of the fonts has a glyph for every character of `text` (else a picture shows it in another language). */
export const hasGlyphs = (text: string): boolean => [...text].every((ch) => faceOf(ch) !== undefined);

/** The largest size from `max` down to `min` at which `text` is at most `width` px wide (`min` when none is). */
export function fitSize(text: string, width: number, max: number, min: number): number {
  for (let size = max; size > min; size--) if (textWidth(text, size) <= width) return size;
  return min;
}

/** SVG path data of `text` at `size` px, starting at `x` with its baseline at `y`. */
export function textAt(text: string, x: number, y: number, size: number): string {
  let cx = x;
  const paths: string[] = [];
  for (const r of runs(text)) {
    const font = fontOf(r.face);
    paths.push(font.getPath(r.text, cx, y, size * r.face.scale).toPathData(1));
    cx += font.getAdvanceWidth(r.text, size * r.face.scale);
  }
  return paths.filter(Boolean).join(' ');
}

/** SVG path data of `text` at `size` px, centred on `cx` with its baseline at `y`. */
export function centredText(text: string, cx: number, y: number, size: number): string {
  return textAt(text, cx - textWidth(text, size) / 2, y, size);
}

type Fit = { width: number; max: number; min: number; maxLines: number };

/** `units` set greedily at `size`: its lines, or null when they need more lines or a unit is wider than a line. */
function setLines(units: readonly BreakUnit[], size: number, o: Fit): string[] | null {
  const lines: string[] = [];
  let i = 0;
  while (i < units.length && lines.length < o.maxLines) {
    const line = [{ ...units[i++], space: false }];
    while (i < units.length && textWidth(joinUnits([...line, units[i]]), size) <= o.width) line.push(units[i++]);
    lines.push(joinUnits(line));
  }
  return i === units.length && lines.every((l) => textWidth(l, size) <= o.width) ? lines : null;
}

/**
 * Lines of `text` that fit `width` at the largest size from `max` down to `min` (at most `maxLines` lines, broken
 * where lineBreak.ts allows: Latin words kept whole, Chinese between characters; a unit too long for one line
 * shrinks the type). When it does not fit at `min`, units are dropped from the end and the last line ends with "…".
 */
export function fitLines(text: string, o: Fit): { lines: string[]; size: number } {
  const units = breakUnits(text);
  for (let size = o.max; size >= o.min; size--) {
    const lines = setLines(units, size, o);
    if (lines) return { lines, size };
  }
  for (let n = units.length - 1; n >= 1; n--) {
    const kept = units.slice(0, n);
    const lines = setLines([...kept.slice(0, -1), { ...kept[n - 1], text: `${kept[n - 1].text}…` }], o.min, o);
    if (lines) return { lines, size: o.min };
  }
  // One unit wider than a line even at the smallest size: drawn as it is.
  return { lines: units.slice(0, 1).map((u) => u.text), size: o.min };
}

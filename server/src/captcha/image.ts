import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_H, GLYPH_W, GLYPHS } from './font.ts';

/**
 * The captcha image, drawn to resist a script that reads it by segmentation (issue 19: exact-colour connected
 * components matched against the 5x7 font read the old image every time):
 * - glyphs are rotated, scaled (non-integer, x and y apart) and offset each, and the whole text is warped by a
 *   wave, so no glyph is a scaled copy of the font;
 * - neighbours may touch or overlap, and lines in the glyphs' colour cross them, so a glyph is not a component of its own;
 * - edges are anti-aliased and every pixel's colour is jittered, so pixels of one glyph have no one exact colour;
 * - the background carries speckles and faint arcs.
 * Glyphs stay large (about 17x28 px in a 120x45 image, shown at 96x36), upright within 17 degrees, with round
 * joints and thin lines, dark on light, so a person reads them.
 */
const CAPTCHA_W = 120;
const CAPTCHA_H = 45;
const W = CAPTCHA_W;
const H = CAPTCHA_H;
/** Samples per pixel side for coverage (anti-aliasing). */
const SS = 3;

type Rgb = [number, number, number];

/** A uniform float in [lo, hi) from the CSPRNG (layout must not be predictable). */
const rand = (lo: number, hi: number): number => lo + ((hi - lo) * randomInt(0, 1_000_000)) / 1_000_000;
const randColor = (lo: number, hi: number): Rgb => [randomInt(lo, hi), randomInt(lo, hi), randomInt(lo, hi)];

interface Placed {
  rows: string[];
  cx: number;
  cy: number;
  cos: number;
  sin: number;
  sx: number;
  sy: number;
}

/** Where each glyph goes: centres closer than a glyph's width, so neighbours overlap. */
function layout(text: string): Placed[] {
  const n = text.length;
  const step = (W - 16) / n;
  return [...text].flatMap((ch, k) => {
    const rows = GLYPHS[ch];
    if (!rows) return [];
    const angle = rand(-0.3, 0.3); // about +-17 degrees
    return [
      {
        rows,
        cx: 8 + step * (k + 0.5) + rand(-2.5, 2.5),
        cy: H / 2 + rand(-4, 4),
        cos: Math.cos(angle),
        sin: Math.sin(angle),
        sx: rand(3, 3.7), // px per font pixel, across
        sy: rand(3.6, 4.3), // and down
      },
    ];
  });
}

/** Squared radius (font pixels) of a pixel's round ink: diagonal neighbours' discs meet. */
const JOIN_R2 = 0.75 * 0.75;

/** Whether a point (image space, after the warp) is ink of a placed glyph. */
function inGlyph(g: Placed, x: number, y: number): boolean {
  const dx = x - g.cx;
  const dy = y - g.cy;
  const u = (dx * g.cos + dy * g.sin) / g.sx + GLYPH_W / 2;
  const v = (-dx * g.sin + dy * g.cos) / g.sy + GLYPH_H / 2;
  if (u < -0.5 || v < -0.5 || u >= GLYPH_W + 0.5 || v >= GLYPH_H + 0.5) return false;
  const cu = Math.floor(u);
  const cv = Math.floor(v);
  if (g.rows[cv]?.[cu] === '#') return true;
  // Round joints: a font pixel's ink reaches a little past its square, so diagonal strokes are joined, not steps.
  for (let j = cv - 1; j <= cv + 1; j++) {
    for (let i = cu - 1; i <= cu + 1; i++) {
      if (g.rows[j]?.[i] !== '#') continue;
      const du = u - i - 0.5;
      const dv = v - j - 0.5;
      if (du * du + dv * dv < JOIN_R2) return true;
    }
  }
  return false;
}

interface Curve {
  base: number;
  amp: number;
  freq: number;
  phase: number;
  half: number;
}

const randomCurve = (half: number): Curve => ({
  base: rand(H * 0.3, H * 0.7),
  amp: rand(4, 10),
  freq: (2 * Math.PI) / rand(40, 90),
  phase: rand(0, 2 * Math.PI),
  half,
});

/** Whether a point lies on a curve (distance to it under its half width). */
function onCurve(c: Curve, x: number, y: number): boolean {
  const f = c.base + c.amp * Math.sin(c.freq * x + c.phase);
  const slope = c.amp * c.freq * Math.cos(c.freq * x + c.phase);
  return Math.abs(y - f) / Math.sqrt(1 + slope * slope) < c.half;
}

/** Ink coverage 0..1 per pixel: the warped glyphs and the crossing lines. */
function coverage(glyphs: Placed[], lines: Curve[]): Float32Array {
  const cov = new Float32Array(W * H);
  const wave = { ax: rand(0.8, 1.6), px: rand(12, 20), ay: rand(1.2, 2.4), py: rand(25, 45), phx: rand(0, 6.3), phy: rand(0, 6.3) };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let hits = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const px = x + (sx + 0.5) / SS;
          const py = y + (sy + 0.5) / SS;
          const wx = px + wave.ax * Math.sin(py / wave.px + wave.phx);
          const wy = py + wave.ay * Math.sin(px / wave.py + wave.phy);
          if (glyphs.some((g) => inGlyph(g, wx, wy)) || lines.some((c) => onCurve(c, px, py))) hits++;
        }
      }
      cov[y * W + x] = hits / (SS * SS);
    }
  }
  return cov;
}

/** Draws `text` (digits) as a 120x45 PNG that a person reads and a segmenting script does not. */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: W, height: H });
  const bgA = randColor(215, 250);
  const bgB = randColor(200, 245);
  const ink = randColor(20, 90);
  const glyphs = layout(text);
  const lines = [randomCurve(rand(0.55, 0.75)), randomCurve(rand(0.45, 0.65))];
  const cov = coverage(glyphs, lines);
  const jitter = randomBytes(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      const c = cov[p];
      const t = x / (W - 1);
      const i = p * 4;
      for (let k = 0; k < 3; k++) {
        const bg = bgA[k] * (1 - t) + bgB[k] * t;
        const v = bg * (1 - c) + ink[k] * c + ((jitter[p * 3 + k] % 41) - 20);
        png.data[i + k] = Math.max(0, Math.min(255, Math.round(v)));
      }
      png.data[i + 3] = 255;
    }
  }
  backgroundNoise(png);
  return PNG.sync.write(png);
}

/** Speckles and faint arcs on the background only (never darker than mid-grey, so the glyphs stay on top). */
function backgroundNoise(png: PNG): void {
  const lighten = (x: number, y: number, [r, g, b]: Rgb): void => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (y * W + x) * 4;
    if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 140) return; // ink: keep
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
  };
  for (let n = 0; n < 350; n++) lighten(randomInt(W), randomInt(H), randColor(140, 230));
  for (let a = 0; a < 4; a++) {
    const color = randColor(150, 210);
    const cx = rand(0, W);
    const cy = rand(0, H);
    const r = rand(10, 40);
    for (let s = 0; s < 200; s++) {
      const th = (s / 200) * 2 * Math.PI;
      lighten(Math.round(cx + r * Math.cos(th)), Math.round(cy + r * Math.sin(th)), color);
    }
  }
}

/** A fresh captcha answer: 4 random digits. */
export function randomCaptchaText(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_H, GLYPH_W, GLYPHS } from './font.ts';

const W = 120;
const H = 40;

type Rgb = [number, number, number];

function setPx(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  const i = (y * W + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

const randColor = (lo: number, hi: number): Rgb => [randomInt(lo, hi), randomInt(lo, hi), randomInt(lo, hi)];

/** Draws `text` (digits) as a 120x40 PNG: scaled, jittered glyphs over speckle noise and crossing lines. */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: W, height: H });
  const bg = randColor(215, 250);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) setPx(png, x, y, bg);
  // Speckle noise first, so glyphs stay on top and readable.
  for (let i = 0; i < 500; i++) setPx(png, randomInt(W), randomInt(H), randColor(120, 230));
  const cell = Math.floor(W / text.length);
  [...text].forEach((ch, k) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const scale = randomInt(3, 5); // 3 or 4 px per font pixel
    const x0 = k * cell + randomInt(2, Math.max(3, cell - GLYPH_W * scale));
    const y0 = randomInt(1, Math.max(2, H - GLYPH_H * scale));
    const slant = randomInt(-1, 2); // shear: -1, 0 or 1 px per row
    const ink = randColor(10, 110);
    for (let gy = 0; gy < GLYPH_H; gy++) {
      for (let gx = 0; gx < GLYPH_W; gx++) {
        if (glyph[gy][gx] !== '#') continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) setPx(png, x0 + gx * scale + dx + slant * (GLYPH_H - gy), y0 + gy * scale + dy, ink);
        }
      }
    }
  });
  // Two wavy lines across the text.
  for (let l = 0; l < 2; l++) {
    const color = randColor(40, 160);
    const amp = randomInt(3, 9);
    const base = randomInt(10, H - 10);
    const period = randomInt(25, 60);
    for (let x = 0; x < W; x++) {
      const y = Math.round(base + amp * Math.sin((x / period) * 2 * Math.PI));
      setPx(png, x, y, color);
      setPx(png, x, y + 1, color);
    }
  }
  return PNG.sync.write(png);
}

/** A fresh captcha answer: 4 random digits. */
export function randomCaptchaText(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

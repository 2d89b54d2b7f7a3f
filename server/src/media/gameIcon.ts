/**
 * Game icons: a colour, a shape and the initials derived from the game, so every one of the thousands of games
 * has a distinct, recognisable tile without any external image host.
 */
import { hashString } from '../seed/prng.ts';
import { Raster, fitScale, hsl } from './raster.ts';

const GAME_ICON_SIZE = 200;

export interface IconGame {
  gameId: string;
  name: string;
  vassalage: string;
  category: string;
}

/** Up to three initials from the words of the name ("Golden Dragon Deluxe" -> "GDD"); one-word names keep 2 letters. */
function initials(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2);
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
}

export function drawGameIcon(game: IconGame): Buffer {
  const size = GAME_ICON_SIZE;
  const h = hashString(game.gameId);
  const hue = h % 360;
  const r = new Raster(size, size);
  r.gradient(hsl(hue, 0.65, 0.42), hsl((hue + 40) % 360, 0.7, 0.22), true);
  // Decorative shape behind the initials: which one and its tilt come from the id.
  const shape = (h >>> 9) % 5;
  const light = hsl((hue + 180) % 360, 0.6, 0.62);
  const cx = size / 2;
  const cy = size / 2 - 10;
  if (shape === 0) r.fillCircle(cx, cy, 64, light, 0.55);
  else if (shape === 1) r.fillPolygon(cx, cy, 74, 5, light, 0.48);
  else if (shape === 2) r.fillPolygon(cx, cy, 70, 6, light);
  else if (shape === 3) r.fillPolygon(cx, cy, 72, 4, light);
  else r.fillPolygon(cx, cy + 6, 76, 3, light);
  // Sparkles in a corner make neighbouring tiles of one vendor easier to tell apart.
  for (let i = 0; i < 4; i++) {
    const sx = 20 + ((h >>> (i * 4)) % 160);
    const sy = 14 + ((h >>> (i * 3 + 2)) % 40);
    r.fillPolygon(sx, sy, 6, 4, [255, 255, 255], 0.4);
  }
  const text = initials(game.name);
  const scale = fitScale(text, size - 50, 9);
  r.textCentred(text, cx, cy, scale, [255, 255, 255], [0, 0, 0]);
  // Vendor strip at the bottom.
  r.fillRect(0, size - 40, size, 40, [0, 0, 0], 0.45);
  r.textCentred(game.vassalage, cx, size - 20, 3, [255, 230, 150]);
  return r.toPng();
}

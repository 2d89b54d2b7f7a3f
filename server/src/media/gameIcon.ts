/**
 * Game tiles drawn like game art: a scene of what the game is (gameScenes.ts) on a glow in the game's own colour,
 * its title set in the repository's display font and the vendor's name on a badge. One SVG template per tile,
 * rendered to PNG by sharp (librsvg); thousands of games get distinct tiles without any external image host.
 */
import { hashString } from '../seed/prng.ts';
import { drawScene, sceneOf } from './gameScenes.ts';
import { hsl, renderSvg } from './svgImage.ts';
import { centredText, fitLines, textWidth } from './typeface.ts';

const SIZE = 200;

export interface IconGame {
  gameId: string;
  name: string;
  category: string;
  classify: string;
  vendorName: string;
}

/** The title, up to two lines, as large as fits, above the vendor badge. */
function title(name: string): string {
  const { lines, size } = fitLines(name, { width: SIZE - 24, max: 32, min: 17, maxLines: 2 });
  const lineHeight = size * 0.98;
  const baseline = 166 - (lines.length - 1) * lineHeight;
  const paths = lines.map((line, i) => centredText(line, SIZE / 2, baseline + i * lineHeight, size)).join(' ');
  return `<path d="${paths}" fill="#fff" stroke="#1a0f00" stroke-opacity=".75" stroke-width="4" stroke-linejoin="round" paint-order="stroke"/>`;
}

function vendorBadge(vendorName: string, hue: number): string {
  let size = 13;
  const label = vendorName.toUpperCase();
  while (size > 9 && textWidth(label, size) > SIZE - 40) size--;
  const w = Math.min(SIZE - 16, textWidth(label, size) + 20);
  return `<rect x="${(SIZE - w) / 2}" y="174" width="${w}" height="20" rx="10" fill="${hsl(hue, 70, 18)}" stroke="${hsl(hue, 80, 70)}" stroke-width="1.5"/>
    <path d="${centredText(label, SIZE / 2, 188.5, size)}" fill="${hsl(hue + 30, 95, 82)}"/>`;
}

/** Where a tile is drawn inside another picture (art.ts): its box, and a suffix that keeps its gradient ids apart. */
export interface TilePlacement {
  x: number;
  y: number;
  size: number;
  ids: string;
}

/** The tile's SVG, on its own or placed in another picture (exported for tests that read what a tile shows). */
export function gameIconSvg(game: IconGame, at: TilePlacement = { x: 0, y: 0, size: SIZE, ids: '' }): string {
  const seed = hashString(game.gameId);
  const hue = seed % 360;
  const rays = Array.from({ length: 12 }, (_, i) => `<path d="M100 62 L${i * 30 - 80} -60 L${i * 30 - 60} -60 Z" />`).join('');
  const glow = `glow${at.ids}`;
  const shade = `shade${at.ids}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" x="${at.x}" y="${at.y}" width="${at.size}" height="${at.size}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <radialGradient id="${glow}" cx="50%" cy="32%" r="78%"><stop offset="0" stop-color="${hsl(hue, 75, 58)}"/><stop offset="1" stop-color="${hsl(hue + 25, 70, 16)}"/></radialGradient>
    <linearGradient id="${shade}" x1="0" y1="0" x2="0" y2="1"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#${glow})"/>
  <g fill="#fff" opacity=".08">${rays}</g>
  <g transform="translate(0 4)">${drawScene(sceneOf(game.category, game.classify), seed)}</g>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#${shade})"/>
  ${title(game.name)}
  ${vendorBadge(game.vendorName, hue)}
</svg>`;
}

export async function drawGameIcon(game: IconGame): Promise<Buffer> {
  return renderSvg(gameIconSvg(game));
}

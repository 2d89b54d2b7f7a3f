/**
 * Illustrations of the app's own pages, without words (a picture reads the same in every language; the page's
 * texts say what it means): `free-play`, the free-play page's slot machine and card table over a heap of coins;
 * `app`, a phone showing game tiles for the app download page. SVG templates rendered by sharp, as game tiles.
 */
import { coins } from './banner.ts';
import { gameIconSvg } from './gameIcon.ts';
import { drawScene } from './gameScenes.ts';
import { renderSvg } from './svgImage.ts';

const W = 750;
const H = 300;

const backdrop = (from: string, to: string) => `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#fff6c8" stop-opacity=".55"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`;

const freePlay = (): string => `${backdrop('#1d3b8f', '#0b1030')}
  <g transform="translate(40 40) scale(1.55)">${drawScene('slot', 7)}</g>
  <g transform="translate(335 18) scale(1.1)">${drawScene('cards', 22)}</g>
  ${coins(W, H, 11)}`;

const SAMPLE_GAMES = [
  { gameId: 'art-1', name: 'Golden Empire', category: 'RNG', classify: 'SLOT', vendorName: 'JILI' },
  { gameId: 'art-2', name: 'Ocean King', category: 'FISH', classify: 'FISH', vendorName: 'JDB' },
  { gameId: 'art-3', name: 'Speed Baccarat', category: 'LIVE', classify: 'BAC', vendorName: 'Evolution' },
  { gameId: 'art-4', name: 'Mahjong Ways', category: 'PVP', classify: 'MAHJONG', vendorName: 'PG Soft' },
];

function phone(): string {
  const tiles = SAMPLE_GAMES.map((g, i) => gameIconSvg(g, { x: 297 + (i % 2) * 80, y: 58 + Math.floor(i / 2) * 80, size: 74, ids: String(i) }));
  return `<rect x="280" y="14" width="190" height="276" rx="28" fill="#111" stroke="#9aa4c7" stroke-width="4"/>
  <rect x="290" y="44" width="170" height="230" rx="8" fill="#1b2140"/><rect x="345" y="26" width="60" height="8" rx="4" fill="#333"/>
  ${tiles.join('\n')}
  <rect x="290" y="244" width="170" height="30" fill="#262d52"/>${[0, 1, 2, 3].map((i) => `<circle cx="${311 + i * 43}" cy="259" r="7" fill="${i === 0 ? '#ffc933' : '#7f89b3'}"/>`).join('')}`;
}

const app = (): string => `${backdrop('#5b1d8f', '#160b30')}
  <g transform="translate(40 120) scale(1.2)">${drawScene('roulette', 5)}</g>
  <g transform="translate(500 110) scale(1.1)">${drawScene('lottery', 9)}</g>
  ${phone()}`;

const ART: Readonly<Record<string, () => string>> = { 'free-play': freePlay, app };

/** The SVG of a named illustration, or undefined for a name there is none of. */
export function artSvg(name: string): string | undefined {
  const draw = Object.hasOwn(ART, name) ? ART[name] : undefined;
  return draw ? `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>` : undefined;
}

export async function drawArt(name: string): Promise<Buffer | undefined> {
  const svg = artSvg(name);
  return svg ? renderSvg(svg) : undefined;
}

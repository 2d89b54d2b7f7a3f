/**
 * The picture at the top of a game tile, by what the game is: a slot's reels, a fishing sea, a card table, a
 * roulette wheel, dice, lottery balls, a pitch. SVG fragments in a 200 x 120 area; `seed` (from the game's id)
 * picks symbols, suits and numbers so the games of one kind differ.
 */
import { centredText } from './typeface.ts';

export type SceneKind = 'slot' | 'fish' | 'cards' | 'roulette' | 'dice' | 'mahjong' | 'lottery' | 'sports' | 'trophy';

/** The scene of a game from its category and type (game_classify). */
export function sceneOf(category: string, classify: string): SceneKind {
  if (classify === 'ROU') return 'roulette';
  if (classify === 'SB') return 'dice';
  if (classify === 'MAHJONG') return 'mahjong';
  if (category === 'FISH' || classify === 'FISH') return 'fish';
  if (category === 'LOTT' || category === 'ELOTT') return 'lottery';
  if (category === 'SPORTS') return 'sports';
  if (category === 'ESPORTS' || category === 'COCKFIGHT') return 'trophy';
  if (category === 'LIVE' || category === 'PVP') return 'cards';
  return 'slot';
}

const pick = <T>(list: readonly T[], seed: number, salt: number): T => list[(seed >>> salt) % list.length];

const star = (cx: number, cy: number, r: number, fill: string): string => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="#7a4a00" stroke-width="1.5"/>`;
};

/** One slot symbol centred on (cx, cy). */
function slotSymbol(kind: number, cx: number, cy: number): string {
  switch (kind) {
    case 0:
      return `<path d="${centredText('7', cx, cy + 16, 46)}" fill="#e8262b" stroke="#fff3c4" stroke-width="2" paint-order="stroke"/>`;
    case 1:
      return `<path d="M${cx} ${cy - 16} q4 10 -9 16 M${cx} ${cy - 16} q3 12 9 16" stroke="#2e7d32" stroke-width="3" fill="none"/>
        <circle cx="${cx - 9}" cy="${cy + 6}" r="9" fill="#d81b38"/><circle cx="${cx + 9}" cy="${cy + 6}" r="9" fill="#c2142f"/>`;
    case 2:
      return star(cx, cy + 2, 18, '#ffd23f');
    case 3:
      return `<polygon points="${cx},${cy - 16} ${cx + 16},${cy - 4} ${cx},${cy + 18} ${cx - 16},${cy - 4}" fill="#4fc3f7" stroke="#01579b" stroke-width="1.5"/>
        <polygon points="${cx - 16},${cy - 4} ${cx + 16},${cy - 4} ${cx},${cy + 18}" fill="#0288d1" opacity=".6"/>`;
    default:
      return `<circle cx="${cx}" cy="${cy + 2}" r="17" fill="#ffc107" stroke="#a86b00" stroke-width="2"/>
        <circle cx="${cx}" cy="${cy + 2}" r="11" fill="none" stroke="#a86b00" stroke-width="1.5"/>`;
  }
}

function slot(seed: number): string {
  const cells = [0, 1, 2].map((i) => {
    const x = 42 + i * 58;
    return `<rect x="${x - 25}" y="30" width="50" height="62" rx="8" fill="#fffaf0"/>${slotSymbol((seed >>> (i * 3)) % 5, x, 56)}`;
  });
  return `<rect x="8" y="18" width="184" height="86" rx="16" fill="#3b0d0d" stroke="#ffd23f" stroke-width="4"/>${cells.join('')}
    <circle cx="20" cy="26" r="3" fill="#fff"/><circle cx="180" cy="26" r="3" fill="#fff"/><circle cx="20" cy="96" r="3" fill="#fff"/><circle cx="180" cy="96" r="3" fill="#fff"/>`;
}

function fish(seed: number): string {
  const one = (x: number, y: number, s: number, color: string, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><ellipse cx="0" cy="0" rx="26" ry="15" fill="${color}"/>
      <polygon points="22,0 40,-14 40,14" fill="${color}"/><circle cx="-13" cy="-4" r="4" fill="#fff"/><circle cx="-14" cy="-4" r="2" fill="#111"/></g>`;
  const colors = ['#ff9800', '#ffeb3b', '#f06292', '#4dd0e1', '#aed581'];
  return `<path d="M0 92 q25 -12 50 0 t50 0 t50 0 t50 0 V120 H0 Z" fill="#01579b" opacity=".7"/>
    ${one(70, 52, 1.1, pick(colors, seed, 2), false)}${one(142, 78, 0.75, pick(colors, seed, 7), true)}
    <circle cx="118" cy="34" r="5" fill="none" stroke="#e1f5fe" stroke-width="2"/><circle cx="130" cy="20" r="3.5" fill="none" stroke="#e1f5fe" stroke-width="2"/>`;
}

function card(x: number, y: number, angle: number, rank: string, red: boolean): string {
  const color = red ? '#d32f2f' : '#212121';
  const suit = red
    ? `<path d="M0 6 C-14 -4 -8 -16 0 -8 C8 -16 14 -4 0 6 Z" fill="${color}"/>`
    : `<path d="M0 -10 C-14 0 -8 10 0 4 C8 10 14 0 0 -10 Z M-3 4 L3 4 L5 11 L-5 11 Z" fill="${color}"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-24" y="-34" width="48" height="68" rx="6" fill="#fff" stroke="#999"/>
    <path d="${centredText(rank, -13, -14, 18)}" fill="${color}"/><g transform="translate(0 10)">${suit}</g></g>`;
}

function cards(seed: number): string {
  const ranks = ['A', 'K', 'Q', 'J', '10', '9'];
  const chips = [0, 1, 2].map(
    (i) =>
      `<ellipse cx="160" cy="${92 - i * 7}" rx="18" ry="7" fill="${pick(['#c62828', '#1565c0', '#2e7d32'], seed, i)}" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>`,
  );
  return `<ellipse cx="100" cy="86" rx="96" ry="30" fill="#1b5e20" stroke="#8d6e63" stroke-width="5"/>
    ${card(70, 58, -12, pick(ranks, seed, 1), (seed & 1) === 0)}${card(112, 54, 10, pick(ranks, seed, 5), (seed & 2) === 0)}${chips.join('')}`;
}

function roulette(seed: number): string {
  const slices = Array.from({ length: 12 }, (_, i) => {
    const a0 = (Math.PI * 2 * i) / 12;
    const a1 = (Math.PI * 2 * (i + 1)) / 12;
    const p = (a: number) => `${(100 + 48 * Math.cos(a)).toFixed(1)} ${(60 + 48 * Math.sin(a)).toFixed(1)}`;
    return `<path d="M100 60 L${p(a0)} A48 48 0 0 1 ${p(a1)} Z" fill="${i === 0 ? '#2e7d32' : i % 2 ? '#c62828' : '#212121'}"/>`;
  });
  const ball = (Math.PI * 2 * (seed % 12)) / 12 + 0.26;
  return `<circle cx="100" cy="60" r="56" fill="#6d4c41" stroke="#ffd54f" stroke-width="4"/>${slices.join('')}
    <circle cx="100" cy="60" r="20" fill="#ffd54f"/><circle cx="100" cy="60" r="8" fill="#8d6e63"/>
    <circle cx="${(100 + 40 * Math.cos(ball)).toFixed(1)}" cy="${(60 + 40 * Math.sin(ball)).toFixed(1)}" r="5" fill="#fff"/>`;
}

function die(x: number, y: number, face: number, angle: number): string {
  const spots: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-10, -10],
      [10, 10],
    ],
    3: [
      [-10, -10],
      [0, 0],
      [10, 10],
    ],
    4: [
      [-10, -10],
      [10, -10],
      [-10, 10],
      [10, 10],
    ],
    5: [
      [-10, -10],
      [10, -10],
      [0, 0],
      [-10, 10],
      [10, 10],
    ],
    6: [
      [-10, -11],
      [10, -11],
      [-10, 0],
      [10, 0],
      [-10, 11],
      [10, 11],
    ],
  };
  const dots = spots[face].map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="4.5" fill="${face === 1 ? '#d32f2f' : '#212121'}"/>`);
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-24" y="-24" width="48" height="48" rx="9" fill="#fff" stroke="#bbb" stroke-width="2"/>${dots.join('')}</g>`;
}

const dice = (seed: number): string =>
  `<ellipse cx="100" cy="92" rx="90" ry="22" fill="#000" opacity=".25"/>${die(56, 66, (seed % 6) + 1, -10)}${die(100, 50, ((seed >>> 3) % 6) + 1, 6)}${die(144, 68, ((seed >>> 6) % 6) + 1, 14)}`;

function mahjong(seed: number): string {
  const tile = (x: number, mark: string) =>
    `<g transform="translate(${x} 60)"><rect x="-22" y="-32" width="44" height="64" rx="6" fill="#f5f0e1" stroke="#2e7d32" stroke-width="3"/>${mark}</g>`;
  const dot = '<circle cx="0" cy="0" r="12" fill="none" stroke="#1565c0" stroke-width="5"/><circle cx="0" cy="0" r="4" fill="#d32f2f"/>';
  const bamboo = '<rect x="-12" y="-20" width="7" height="40" rx="3" fill="#2e7d32"/><rect x="5" y="-20" width="7" height="40" rx="3" fill="#2e7d32"/>';
  const dragon = '<rect x="-13" y="-20" width="26" height="40" rx="3" fill="none" stroke="#d32f2f" stroke-width="5"/>';
  const marks = [dot, bamboo, dragon];
  return `${tile(52, pick(marks, seed, 1))}${tile(100, pick(marks, seed, 4))}${tile(148, pick(marks, seed, 7))}`;
}

function lottery(seed: number): string {
  const colors = ['#e53935', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];
  const balls = [
    [52, 70],
    [100, 50],
    [148, 70],
  ].map(([x, y], i) => {
    const n = String(((seed >>> (i * 5)) % 49) + 1);
    return `<circle cx="${x}" cy="${y}" r="28" fill="${pick(colors, seed, i * 4)}"/><circle cx="${x}" cy="${y}" r="16" fill="#fff"/>
      <path d="${centredText(n, x, y + 7, 20)}" fill="#212121"/><circle cx="${x - 10}" cy="${y - 12}" r="5" fill="#fff" opacity=".5"/>`;
  });
  return balls.join('');
}

const sports = (seed: number): string => `<rect x="0" y="78" width="200" height="42" fill="#2e7d32"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 40}" y="78" width="20" height="42" fill="#388e3c"/>`).join('')}
    <path d="M28 78 V34 H172 V78" fill="none" stroke="#fff" stroke-width="4"/><path d="M36 42 H164 M36 54 H164 M36 66 H164" stroke="#fff" stroke-width="1" opacity=".5"/>
    <g transform="translate(${84 + (seed % 32)} 80)"><circle r="20" fill="#fff" stroke="#212121" stroke-width="2"/>
    <polygon points="0,-8 7.6,-2.5 4.7,6.5 -4.7,6.5 -7.6,-2.5" fill="#212121"/></g>`;

const trophy = (seed: number): string => `${star(40, 36, 10, '#fff59d')}${star(162, 48, 8, '#fff59d')}
    <path d="M72 24 H128 V52 Q128 82 100 86 Q72 82 72 52 Z" fill="#ffca28" stroke="#a86b00" stroke-width="2"/>
    <path d="M72 32 Q52 34 58 52 Q62 62 74 62 M128 32 Q148 34 142 52 Q138 62 126 62" fill="none" stroke="#ffca28" stroke-width="6"/>
    <rect x="92" y="86" width="16" height="14" fill="#ffb300"/><rect x="76" y="100" width="48" height="12" rx="3" fill="#6d4c41"/>
    <path d="${centredText(String((seed % 9) + 1), 100, 66, 26)}" fill="#a86b00"/>`;

const SCENES: Readonly<Record<SceneKind, (seed: number) => string>> = { slot, fish, cards, roulette, dice, mahjong, lottery, sports, trophy };

export const drawScene = (kind: SceneKind, seed: number): string => SCENES[kind](seed);

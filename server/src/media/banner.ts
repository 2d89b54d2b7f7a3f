/**
 * Banners (per group size) and promotion covers: an SVG template rendered by sharp, with the title and the line
 * under it set in the repository's fonts (outlines, as game tiles), over a gradient in the brand's theme colours
 * (palette.ts) with light rays and a heap of gold coins on the right.
 */
import { hashString } from '../seed/prng.ts';
import { type BannerPalette, bannerPalette, type PictureTheme } from './palette.ts';
import { renderSvg } from './svgImage.ts';
import { centredText, fitLines, textAt, textWidth as measure } from './typeface.ts';

const PROMO_SIZE = [690, 300] as const;
/** Where the text column ends, as a share of the width: short of the sparkles' tips (from 0.62 less 18 px). */
export const TEXT_RIGHT = 0.58;

interface BannerText {
  title: string;
  subtitle: string;
  /** A button drawn under the text ("JOIN NOW"), or none. */
  cta?: string;
}

/** Gold coins heaped on the right: a pile of ellipses, then a few standing coins; `seed` moves them about. */
export function coins(w: number, h: number, seed: number): string {
  const x0 = w * 0.8;
  const y0 = h * 0.78;
  const r = h * 0.12;
  const out: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i <= 3 - row; i++) {
      const x = x0 + (i - (3 - row) / 2) * r * 1.7 + (((seed >>> (row + i)) % 7) - 3);
      const y = y0 - row * r * 0.62;
      out.push(`<ellipse cx="${x}" cy="${y + r * 0.18}" rx="${r}" ry="${r * 0.42}" fill="#a86b00"/>`);
      out.push(`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.42}" fill="#ffc933" stroke="#fff3b0" stroke-width="2"/>`);
    }
  }
  const standing = [-1, 1].map(
    (side) => `<g transform="translate(${x0 + side * r * 1.9} ${y0 - r * 2.3}) rotate(${side * 14})">
      <circle r="${r * 0.95}" fill="#ffb300" stroke="#fff3b0" stroke-width="3"/><circle r="${r * 0.62}" fill="none" stroke="#a86b00" stroke-width="3"/></g>`,
  );
  const sparkles = [0, 1, 2, 3].map((i) => {
    const x = w * 0.62 + ((seed >>> (i * 5)) % Math.round(w * 0.36));
    const y = 12 + ((seed >>> (i * 3 + 1)) % Math.round(h * 0.4));
    const s = 5 + (i % 2) * 4;
    return `<path d="M${x} ${y - s * 2} L${x + s * 0.5} ${y - s * 0.5} L${x + s * 2} ${y} L${x + s * 0.5} ${y + s * 0.5} L${x} ${y + s * 2} L${x - s * 0.5} ${y + s * 0.5} L${x - s * 2} ${y} L${x - s * 0.5} ${y - s * 0.5} Z" fill="#fff" opacity=".85"/>`;
  });
  return `${out.join('')}${standing.join('')}${sparkles.join('')}`;
}

/** The SVG of a banner or cover `w` x `h` in `palette` (exported for tests that read what it shows). */
export function bannerSvg(w: number, h: number, palette: BannerPalette, seed: number, text: BannerText): string {
  const pad = Math.round(h * 0.1);
  const textWidth = w * TEXT_RIGHT - pad;
  const title = fitLines(text.title, { width: textWidth, max: Math.round(h * 0.2), min: Math.round(h * 0.1), maxLines: 2 });
  const sub = fitLines(text.subtitle, { width: textWidth, max: Math.round(h * 0.1), min: Math.round(h * 0.065), maxLines: 2 });
  const ctaHeight = text.cta ? h * 0.16 : 0;
  const block = title.lines.length * title.size * 0.95 + sub.lines.length * sub.size * 1.1 + (text.cta ? ctaHeight + h * 0.06 : 0);
  let y = (h - block) / 2 + title.size * 0.8;
  const paths: string[] = [];
  for (const line of title.lines) {
    paths.push(
      `<path d="${textAt(line, pad, y, title.size)}" fill="${palette.title}" stroke="${palette.outline}" stroke-opacity=".7" stroke-width="${title.size / 7}" stroke-linejoin="round" paint-order="stroke"/>`,
    );
    y += title.size * 0.95;
  }
  y += sub.size * 0.25;
  for (const line of sub.lines) {
    paths.push(`<path d="${textAt(line, pad, y, sub.size)}" fill="${palette.subtitle}"/>`);
    y += sub.size * 1.1;
  }
  if (text.cta) {
    const size = ctaHeight * 0.5;
    const cw = Math.max(ctaHeight * 3.2, measure(text.cta, size) + ctaHeight);
    const top = y - sub.size * 0.4 + h * 0.04;
    paths.push(
      `<rect x="${pad}" y="${top}" width="${cw}" height="${ctaHeight}" rx="${ctaHeight / 2}" fill="${palette.button}" stroke="#ffffff" stroke-opacity=".6" stroke-width="2"/>`,
    );
    paths.push(`<path d="${centredText(text.cta, pad + cw / 2, top + ctaHeight * 0.68, size)}" fill="${palette.buttonText}"/>`);
  }
  const rays = Array.from(
    { length: 9 },
    (_, i) => `<path d="M${w * 0.8} ${h * 0.5} L${w * 0.45 + i * w * 0.09} -${h} L${w * 0.49 + i * w * 0.09} -${h} Z"/>`,
  ).join('');
  const [x1, y1, x2, y2] = palette.direction;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
    <radialGradient id="glow" cx="84%" cy="55%" r="30%"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".8"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g fill="#fff" opacity=".07">${rays}</g>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${coins(w, h, seed)}
  ${paths.join('\n  ')}
</svg>`;
}

/** A banner `size` big with the title and line of its announcement row `id`, in its brand's `theme`. */
export function drawBanner(id: number, size: readonly [number, number], text: { title: string; subtitle: string }, theme: PictureTheme): Promise<Buffer> {
  const seed = hashString(`banner:${id}`);
  return renderSvg(bannerSvg(size[0], size[1], bannerPalette(theme, seed), seed, text));
}

/** A promotion's cover with its title and a call to action (in the title's language), in its brand's `theme`. */
export function drawPromoCover(id: number, title: string, cta: string, theme: PictureTheme): Promise<Buffer> {
  const [w, h] = PROMO_SIZE;
  const seed = hashString(`promo:${id}`);
  return renderSvg(bannerSvg(w, h, bannerPalette(theme, seed), seed, { title: title.slice(0, 60), subtitle: '', cta }));
}

/**
 * A brand's app icon (its AppDownloadIcon resource, /media/footer/app-<brand>.png): square, like a phone's home
 * screen icon, in the brand's theme colours with its name set in real type (typeface.ts), rendered by sharp.
 */
import type { PictureTheme } from './palette.ts';
import { renderSvg } from './svgImage.ts';
import { centredText, fitLines } from './typeface.ts';

const SIZE = 192;

/** The icon's SVG (exported for tests that read what it says). */
export function appIconSvg(name: string, theme: PictureTheme): string {
  const { lines, size } = fitLines(name, { width: SIZE - 36, max: 52, min: 22, maxLines: 2 });
  const lineHeight = size * 0.95;
  // The name's lines centred on the icon's middle, a little above it to leave room for the chips under them.
  const first = SIZE / 2 - 10 - ((lines.length - 1) * lineHeight) / 2 + size * 0.3;
  const text = lines.map((l, i) => centredText(l, SIZE / 2, first + i * lineHeight, size)).join(' ');
  const chips = [-1, 0, 1].map((i) => `<circle cx="${SIZE / 2 + i * 26}" cy="${SIZE - 34}" r="9" fill="${i === 0 ? theme.accent : theme.primary}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="${theme.primary}" stop-opacity=".45"/><stop offset="1" stop-color="${theme.bg}"/></radialGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" rx="40" fill="${theme.bg}"/>
  <rect width="${SIZE}" height="${SIZE}" rx="40" fill="url(#bg)"/>
  <rect x="6" y="6" width="${SIZE - 12}" height="${SIZE - 12}" rx="34" fill="none" stroke="${theme.primary}" stroke-width="4" stroke-opacity=".8"/>
  <path d="${text}" fill="${theme.primary}"/>
  ${chips.join('')}
</svg>`;
}

export const drawAppIcon = (name: string, theme: PictureTheme): Promise<Buffer> => renderSvg(appIconSvg(name, theme));

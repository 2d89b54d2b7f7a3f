/**
 * A banner's and cover's colours, from its brand's theme (brand.json `theme.tokens`): the gradient leads with the
 * brand's primary colour (every third banner its accent), glows in the other one, the line under the title is a
 * light tint of the primary and the button is a primary button. Each banner's seed turns the hue a little, moves
 * the lightness and the gradient's direction, so a carousel is not one flat colour. The background under the text
 * is darkened until white and the tint read at WCAG AA (4.5:1) on it, whatever colours a theme has.
 */
import { createHash } from 'node:crypto';
import { contrastRatio, WCAG_AA } from '../../../src/core/theme/contrast.ts';

/** The theme colours a picture is drawn in (#rgb or #rrggbb, as the tokens schema holds them). */
export interface PictureTheme {
  primary: string;
  onPrimary: string;
  accent: string;
  bg: string;
}

export interface BannerPalette {
  /** The gradient's lighter stop (where the text starts) and its dark one. */
  from: string;
  to: string;
  /** The gradient's direction, as linearGradient x1 y1 x2 y2. */
  direction: readonly [number, number, number, number];
  glow: string;
  title: string;
  /** The title's outline: the dark stop, darker. */
  outline: string;
  subtitle: string;
  button: string;
  buttonText: string;
}

/** The theme's colours from brand tokens (missing ones: the deployed _base's, which every brand is layered on). */
export function pictureTheme(tokens: object, fallback: PictureTheme): PictureTheme {
  const pick = (name: string, dflt: string): string => {
    const v = (tokens as Record<string, unknown>)[name];
    return typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) ? v : dflt;
  };
  return {
    primary: pick('color-primary', fallback.primary),
    onPrimary: pick('color-on-primary', fallback.onPrimary),
    accent: pick('color-accent', fallback.accent),
    bg: pick('color-bg', fallback.bg),
  };
}

/** A short name of the colours: part of a drawn picture's cache key and URL, so a new theme draws new pictures. */
export const themeKey = (t: PictureTheme): string =>
  createHash('sha1').update(`${t.primary}|${t.onPrimary}|${t.accent}|${t.bg}`.toLowerCase()).digest('hex').slice(0, 8);

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const d = hex.length <= 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(d.slice(i, i + 2), 16)) as unknown as Rgb;
};
const hexOf = (c: Rgb): string =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` moved toward `b` by `t` (0..1). */
const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as unknown as Rgb);
};

/** Hue (degrees), saturation and lightness (percent) of a colour. */
function hslOf(hex: string): [number, number, number] {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hexOfHsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number): number => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    return 255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return hexOf([f(0), f(8), f(4)]);
}

const DIRECTIONS = [
  [0, 0, 1, 1],
  [0, 0, 1, 0.35],
  [0, 1, 1, 0],
  [0, 0, 0.6, 1],
] as const;

/** Drawn over the background: the light rays (white) and the edge of the glow, at most, where text stands. */
const RAYS = 0.07;
const GLOW_EDGE = 0.12;
/** A little above AA, for the pixels the gradient and anti-aliasing put between the stops measured. */
const TARGET = WCAG_AA.text + 0.3;

/** The colours of the banner or cover `seed` in `theme`. */
export function bannerPalette(theme: PictureTheme, seed: number): BannerPalette {
  const accentLeads = seed % 3 === 2;
  const [lead, other] = accentLeads ? [theme.accent, theme.primary] : [theme.primary, theme.accent];
  const [h0, s0] = hslOf(lead);
  const hue = h0 + (((seed >>> 3) % 17) - 8);
  const sat = Math.min(85, Math.max(45, s0));
  const [ph, ps] = hslOf(theme.primary);
  const subtitle = hexOfHsl(ph, Math.min(95, Math.max(60, ps)), 85);
  const [oh, os] = hslOf(other);
  const glow = hexOfHsl(oh, Math.min(90, Math.max(50, os)), 62);
  // The lightest the background gets where the text stands: a stop under the rays and the glow's edge.
  const readable = (stop: string): boolean => {
    const under = mix(mix(stop, glow, GLOW_EDGE), '#ffffff', RAYS);
    return contrastRatio('#ffffff', under) >= TARGET && contrastRatio(subtitle, under) >= TARGET;
  };
  let light = 36 + ((seed >>> 5) % 9) - 4;
  let from = hexOfHsl(hue, sat, light);
  while (light > 4 && !readable(from)) from = hexOfHsl(hue, sat, --light);
  // The dark stop leans toward the theme's background, unless that is light (then toward black).
  let to = mix(hexOfHsl(hue - 12, sat, Math.min(14, light / 2)), theme.bg, 0.45);
  for (let k = 0.2; !readable(to) && k <= 1; k += 0.2) to = mix(to, '#000000', k);
  const buttonText = contrastRatio(theme.onPrimary, theme.primary) >= WCAG_AA.text ? theme.onPrimary : bestOn(theme.primary);
  return {
    from,
    to,
    direction: DIRECTIONS[(seed >>> 7) % DIRECTIONS.length],
    glow,
    title: '#ffffff',
    outline: mix(to, '#000000', 0.6),
    subtitle,
    button: theme.primary,
    buttonText,
  };
}

/** Black or white, whichever reads better on `bg`. */
const bestOn = (bg: string): string => (contrastRatio('#000000', bg) >= contrastRatio('#ffffff', bg) ? '#000000' : '#ffffff');

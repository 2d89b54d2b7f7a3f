/**
 * Footer badges of the home page (licence, responsible gaming, payment, security and certification marks): SVG
 * templates with real type (typeface.ts), rendered by sharp like the game tiles and banners.
 */
import { hashString } from '../seed/prng.ts';
import { hsl, renderSvg } from './svgImage.ts';
import { centredText, fitSize } from './typeface.ts';

const W = 160;
const H = 64;

/** Badge name -> [caption line 1, caption line 2]; the names are the URL paths /media/footer/<name>.png. */
const FOOTER_BADGES: Readonly<Record<string, readonly [string, string]>> = {
  licence: ['PAGCOR', 'LICENSED'],
  'responsible-gaming': ['PLAY', 'RESPONSIBLY'],
  'age-18': ['18+', 'ADULTS ONLY'],
  'age-21': ['21+', 'ADULTS ONLY'],
  'payment-gcash': ['GCASH', 'PAYMENT'],
  'payment-maya': ['MAYA', 'PAYMENT'],
  'payment-bank': ['BANK', 'TRANSFER'],
  'payment-usdt': ['USDT', 'CRYPTO'],
  'payment-alipay': ['ALIPAY', 'PAYMENT'],
  'payment-wechat': ['WECHAT', 'PAY'],
  'payment-qq': ['QQ', 'WALLET'],
  security: ['SSL', 'SECURED'],
  certification: ['GLI', 'CERTIFIED'],
  'certification-itech': ['ITECH', 'LABS'],
};

/** The badge's SVG, or undefined for a name there is none of (exported for tests that read what a badge says). */
export function footerBadgeSvg(name: string): string | undefined {
  const caption = Object.hasOwn(FOOTER_BADGES, name) ? FOOTER_BADGES[name] : undefined;
  if (!caption) return undefined;
  const hue = hashString(name) % 360;
  const [big, small] = caption;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="12" fill="${hsl(hue, 25, 20)}"/>
  <rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="9" fill="${hsl(hue, 35, 32)}" fill-opacity=".7"/>
  <path d="${centredText(big, W / 2, 33, fitSize(big, W - 28, 28, 12))}" fill="#fff"/>
  <path d="${centredText(small, W / 2, 52, fitSize(small, W - 24, 14, 9))}" fill="#c8d2dc"/>
</svg>`;
}

export async function drawFooterBadge(name: string): Promise<Buffer | undefined> {
  const svg = footerBadgeSvg(name);
  return svg ? renderSvg(svg) : undefined;
}

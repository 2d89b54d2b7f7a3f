/**
 * Vendor logos: the vendor's code on a badge in its own colour, its name under it (provider panel and vendor
 * menus). An SVG template with real type (typeface.ts), rendered by sharp like the game tiles.
 */
import { hashString } from '../seed/prng.ts';
import { hsl, renderSvg } from './svgImage.ts';
import { centredText, fitSize } from './typeface.ts';

const W = 240;
const H = 96;

/** The logo's SVG (exported for tests that read what it says). */
export function vendorLogoSvg(vassalage: string, displayName: string): string {
  const hue = hashString(vassalage) % 360;
  const code = vassalage.toUpperCase();
  const name = displayName.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect x="2" y="2" width="${W - 4}" height="${H - 4}" rx="18" fill="${hsl(hue, 55, 30)}"/>
  <rect x="8" y="8" width="${W - 16}" height="${H - 16}" rx="13" fill="${hsl(hue, 60, 45)}" fill-opacity=".6"/>
  <path d="${centredText(code, W / 2, 54, fitSize(code, W - 48, 44, 16))}" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="1.5"/>
  <path d="${centredText(name, W / 2, 80, fitSize(name, W - 36, 18, 10))}" fill="#ffecaa"/>
</svg>`;
}

export const drawVendorLogo = (vassalage: string, displayName: string): Promise<Buffer> => renderSvg(vendorLogoSvg(vassalage, displayName));

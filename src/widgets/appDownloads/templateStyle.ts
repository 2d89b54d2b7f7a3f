import type { CSSProperties } from 'react';

const COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Root-relative or https image URLs without characters that could leave CSS url(""). */
const IMAGE = /^(?:\/(?!\/)|https:\/\/)[^\s"'()\\]+$/;

/**
 * The mobile template's look for the app page's head: app_desc_font_color and app_background (a colour or an image
 * URL). Operator values; only a hex colour or a plain image URL is applied, anything else keeps the theme's look.
 */
export function templateStyle(background: string, color: string): CSSProperties {
  const style: CSSProperties = {};
  const bg = background.trim();
  if (COLOUR.test(bg)) style.backgroundColor = bg;
  else if (IMAGE.test(bg)) style.backgroundImage = `url("${bg}")`;
  if (COLOUR.test(color.trim())) style.color = color.trim();
  return style;
}

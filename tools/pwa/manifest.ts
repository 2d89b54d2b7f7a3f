import { APP_ICONS, APP_SCOPE, APP_START_URL, appIconPath } from '../../src/core/brand/appAssetPaths.ts';
import type { BrandDocument } from '../../src/generated/brand.ts';
import { htmlLang } from '../../src/core/htmlLang.ts';

/** The members of a web app manifest this app writes (https://www.w3.org/TR/appmanifest/). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  /** `purpose` only for maskable icons: without it an icon has the manifest's default purpose, shown as it is. */
  icons: { src: string; sizes: string; type: 'image/png'; purpose?: 'maskable' }[];
}

/**
 * One brand's web app manifest, from its composed brand document: its name, the short name under the icon
 * (app.shortName, else the logo text, else the name), colours from its theme tokens (color-bg, the colour its
 * pages open on, for the splash screen and the window bar), and the icons drawn from its `icon`. Every brand's app
 * opens at /m/home and keeps /m/ in its window; its `id` is per origin, so two brands never share an install.
 */
export function webManifest(brand: BrandDocument): WebAppManifest {
  const bg = brand.theme.tokens['color-bg'];
  return {
    id: APP_START_URL,
    name: brand.name,
    short_name: brand.app.shortName ?? brand.theme.logoText ?? brand.name,
    ...(brand.app.description ? { description: brand.app.description } : {}),
    lang: htmlLang(brand.languages.default),
    start_url: APP_START_URL,
    scope: APP_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: bg,
    background_color: bg,
    // The apple icon is for the page's link only.
    icons: APP_ICONS.flatMap((i) => {
      if (i.look === 'apple') return [];
      const icon = { src: appIconPath(i.file), sizes: `${i.size}x${i.size}`, type: 'image/png' as const };
      return [i.look === 'maskable' ? { ...icon, purpose: 'maskable' as const } : icon];
    }),
  };
}

/**
 * A brand's app icon (its AppDownloadIcon resource) as the media route draws it: the brand's logo text or name, in
 * its published theme. Its URL name carries a key of both (`app-royal_1a2b3c4d`): browsers keep media a year, so
 * a new theme or name must be a new URL, as banners and covers are.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../http/context.ts';
import { type PictureTheme, themeKey } from '../media/palette.ts';
import { mediaPath } from '../routes/paths.ts';
import { pictureThemeOf } from './pictureThemeOf.ts';

export interface AppIcon {
  label: string;
  theme: PictureTheme;
  /** The keyed URL the platform answers for the icon. */
  url: string;
}

/** The icon's unkeyed path, as the seed stores it in the merchant's resources. */
export const appIconPath = (brandId: string): string => mediaPath('footer', `app-${brandId}`);

/** A brand's app icon, or undefined when no published brand of that id is served. */
export async function appIconOf(ctx: AppContext, brandId: string): Promise<AppIcon | undefined> {
  const served = await (await ctx.brandSite()).served(brandId).catch(() => null);
  if (!served) return undefined;
  const label = served.bundle.brand.theme?.logoText || served.bundle.brand.name;
  const theme = await pictureThemeOf(ctx, brandId);
  const key = createHash('sha1')
    .update(`${label}|${themeKey(theme)}`)
    .digest('hex')
    .slice(0, 8);
  return { label, theme, url: mediaPath('footer', `app-${brandId}_${key}`) };
}

/**
 * The theme colours a brand's drawn pictures (banners, promotion covers) are in: its published revision's theme
 * tokens (brand.json `theme.tokens`, layered on _base), so an operator's new theme draws new pictures. A brand with
 * no published revision gets the deployed _base's colours.
 */
import type { FastifyRequest } from 'fastify';
import type { BrandDocument } from '../../../src/generated/brand.ts';
import type { AppContext } from '../http/context.ts';
import { type PictureTheme, pictureTheme } from '../media/palette.ts';

/** What _base's theme says, or a plain gold on black if even that is missing (an empty screens/ in a test). */
const LAST_RESORT: PictureTheme = { primary: '#f5c542', onPrimary: '#1a1400', accent: '#37c5a8', bg: '#0f1115' };

function baseTheme(ctx: AppContext): PictureTheme {
  const base = ctx.deployedBase().documents.get('brand.json') as Partial<BrandDocument> | undefined;
  return pictureTheme(base?.theme?.tokens ?? {}, LAST_RESORT);
}

/** A brand's picture theme; when its revision cannot be read now, _base's (a picture in other colours, not no answer). */
export async function pictureThemeOf(ctx: AppContext, brandId: string): Promise<PictureTheme> {
  const fallback = baseTheme(ctx);
  const served = await (await ctx.brandSite()).served(brandId).catch(() => null);
  return served ? pictureTheme(served.bundle.brand.theme?.tokens ?? {}, fallback) : fallback;
}

/** The theme of the brand a request's host is served (a picture of no row: a promotion's generic second cover). */
export async function pictureThemeOfHost(ctx: AppContext, req: FastifyRequest): Promise<PictureTheme> {
  const { id } = await (await ctx.brandSite()).resolve(req, undefined);
  return pictureThemeOf(ctx, id);
}

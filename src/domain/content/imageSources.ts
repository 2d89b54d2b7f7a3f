/**
 * What an <img> needs to load an image at the size it is drawn, and how eagerly. The reference platform's media
 * route (`/media/...`, docs/contracts.md "Media") serves any width of its step ladder with `?w=` and answers AVIF or
 * WebP to browsers that take them; the srcset names a few of those widths and the browser picks one from `sizes`
 * and its pixel density. Other URLs (an operator's CDN) are used as they are: their query means something else.
 */
import type { ImgHTMLAttributes } from 'react';

/** A game tile: about 115 CSS px on a phone (3 columns), so 120 at 1x and 200 (its drawn size) from ~1.7x. */
export const TILE_WIDTHS = [120, 200] as const;
/** A vendor's logo in the lobby's vendor menu: a 28 px box, so 48 at 1x and 96 up to about 3x. */
export const LOGO_WIDTHS = [48, 96] as const;
/** A banner or cover across the screen's width: a phone at 1x to 2x, up to the 750 px it is drawn at. */
export const WIDE_WIDTHS = [360, 480, 640, 750] as const;
/** Across the whole frame (`.bleed`): the frame is at most 640 px wide. */
export const SIZES_FULL = '(min-width: 640px) 640px, 100vw';
/** Across the page's content, inside its 12 px gutters. */
export const SIZES_CONTENT = '(min-width: 640px) 616px, calc(100vw - 24px)';

const isMediaUrl = (url: string): boolean => url.startsWith('/media/') && !url.includes('?');

/**
 * Where a platform image is read: a root-relative `/media/...` URL from the session's image CDN (`origin`, see
 * core/imageOrigin.ts; the CDN serves the platform's media paths), else from this host; any other URL as it is.
 */
export function platformImageUrl(url: string, origin: string | null): string;
export function platformImageUrl(url: string | undefined, origin: string | null): string | undefined;
export function platformImageUrl(url: string | undefined, origin: string | null): string | undefined {
  return url && origin && url.startsWith('/media/') ? `${origin}${url}` : url;
}

/** The URL of an image at a width (media URLs only; others unchanged), from the image origin. */
export const sizedUrl = (url: string, width: number, origin: string | null = null): string =>
  platformImageUrl(isMediaUrl(url) ? `${url}?w=${width}` : url, origin);

/** src, srcset and sizes for an image drawn `sizes` wide, read from `origin` (null: this host); a non-media URL gets src alone. */
export function imageSources(
  url: string | undefined,
  widths: readonly number[],
  sizes: string,
  origin: string | null,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  if (!url) return { src: undefined };
  if (!isMediaUrl(url)) return { src: platformImageUrl(url, origin) };
  // srcset and sizes before src: attributes are set in this order, and a browser that saw src alone could start on it.
  return {
    srcSet: widths.map((w) => `${sizedUrl(url, w, origin)} ${w}w`).join(', '),
    sizes,
    src: sizedUrl(url, widths[widths.length - 1], origin),
  };
}

/**
 * Loading hints: an image of the first screen loads at once (a lazy one is not even asked for until layout has
 * placed it, late on a slow phone; Lighthouse found lazy images as the LCP element of the login and the lobbies),
 * the likely LCP image first of all; any other image waits until it nears the viewport.
 */
export function imageLoading(firstScreen: boolean, highPriority = false): Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'> {
  if (!firstScreen) return { loading: 'lazy', decoding: 'async' };
  return { loading: 'eager', fetchPriority: highPriority ? 'high' : 'auto', decoding: 'async' };
}

import { imageSources, SIZES_CONTENT, SIZES_FULL, WIDE_WIDTHS } from './imageSources.ts';

/** A banner as the banner widgets read it (from the banners data source). */
export interface BannerItem {
  id: number | string;
  title: string;
  link?: string;
  announcementImages?: readonly { url: string; sequence: number }[] | null;
}

/** A banner's image: the first of its images by sequence (carousel, banner list and the boot prefetch agree). */
export const firstImageOf = (b: Pick<BannerItem, 'announcementImages'>): string | undefined =>
  [...(b.announcementImages ?? [])].sort((a, c) => a.sequence - c.sequence)[0]?.url;

/**
 * src, srcset and sizes of a banner's image, read from the image origin: the carousel runs across the whole frame, a banner list inside the
 * page's gutters. The boot prefetch asks with the same attributes, so the browser picks the same file as the
 * widget will (one request, not two).
 */
export const bannerSources = (b: Pick<BannerItem, 'announcementImages'>, across: 'frame' | 'content', origin: string | null) =>
  imageSources(firstImageOf(b), WIDE_WIDTHS, across === 'frame' ? SIZES_FULL : SIZES_CONTENT, origin);

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

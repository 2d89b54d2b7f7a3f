/** A banner's image: the first of its images by sequence (carousel, banner list and the boot prefetch agree). */
export const firstImageOf = (b: { announcementImages?: readonly { url: string; sequence: number }[] | null }): string | undefined =>
  [...(b.announcementImages ?? [])].sort((a, c) => a.sequence - c.sequence)[0]?.url;

import type { Announcement } from '../../generated/api/shapes/announcement.ts';

/** A promotion's cover: the image with sequence 1 (else the lowest sequence), or none. */
export function coverOf(p: Pick<Announcement, 'announcementImages'>): string | undefined {
  const images = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === 1) ?? images[0])?.url;
}

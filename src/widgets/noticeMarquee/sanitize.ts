import DOMPurify from 'dompurify';

/** Inline formatting only: the marquee is one line inside a button, so blocks and links become plain text. */
const INLINE = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'span', 'br'], ALLOWED_ATTR: [] as string[] };

/** Announcement HTML from the platform, made safe before it reaches the DOM (loaded after the titles show). */
export function sanitizeInline(html: string): string {
  return DOMPurify.sanitize(html, INLINE);
}

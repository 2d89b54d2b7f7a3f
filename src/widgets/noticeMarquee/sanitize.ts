import DOMPurify from 'dompurify';

/** Inline formatting only: the marquee is one line inside a button, so blocks and links become plain text. */
const INLINE = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'span', 'br'], ALLOWED_ATTR: [] as string[] };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Tags dropped and the rest escaped: what an environment DOMPurify cannot run in gets (DOMPurify would pass the HTML through). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Anything but the allowed bare tags left in DOMPurify's output (a DOM where its tree walk misbehaves). */
const LEFTOVER = /<(?!\/?(?:b|strong|i|em|u|span|br)\s*\/?>)/i;

/**
 * Announcement HTML from the platform, made safe before it reaches the DOM (loaded after the titles show). The
 * output is checked too: should it still hold other markup, the plain text is used instead.
 */
export function sanitizeInline(html: string): string {
  const clean = DOMPurify.isSupported ? DOMPurify.sanitize(html, INLINE) : null;
  return clean !== null && !LEFTOVER.test(clean) ? clean : plainText(html);
}

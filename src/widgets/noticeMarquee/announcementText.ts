/** One inert parser for every announcement (a new DOMParser document per body cost ~3 ms each on a phone). */
let parser: HTMLTemplateElement | undefined;

/**
 * An announcement's HTML as the plain text the marquee shows: one line scrolling inside a button has no use for
 * markup, and text reaches the DOM as a text node, so nothing in it can run. A <template>'s content is inert (no
 * scripts run, no images load, no handlers fire); script and style bodies are dropped, entities decoded.
 * Without a DOM (not in any supported browser) the tags are stripped instead.
 */
export function announcementText(html: string): string {
  let text: string;
  if (typeof document !== 'undefined' && typeof document.createElement === 'function') {
    parser ??= document.createElement('template');
    parser.innerHTML = html;
    const content = parser.content;
    for (const el of content.querySelectorAll('script, style, template, noscript')) el.remove();
    text = content.textContent ?? '';
    parser.innerHTML = '';
  } else {
    text = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '').replace(/<[^>]*>/g, ' ');
  }
  return text.replace(/\s+/g, ' ').trim();
}

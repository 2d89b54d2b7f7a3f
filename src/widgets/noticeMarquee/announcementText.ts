/**
 * An announcement's HTML as the plain text the marquee shows: one line scrolling inside a button has no use for
 * markup, and text reaches the DOM as a text node, so nothing in it can run. DOMParser builds an inert
 * document (no scripts run, no images load); script and style bodies are dropped, entities decoded.
 * Without DOMParser (not in any supported browser) the tags are stripped instead.
 */
export function announcementText(html: string): string {
  let text: string;
  if (typeof DOMParser === 'function') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const el of doc.querySelectorAll('script, style, template, noscript')) el.remove();
    text = doc.body?.textContent ?? '';
  } else {
    text = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '').replace(/<[^>]*>/g, ' ');
  }
  return text.replace(/\s+/g, ' ').trim();
}

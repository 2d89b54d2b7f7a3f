/** Elements whose bodies are not text a reader sees. */
const SKIPPED_BODIES = new Set(['script', 'style', 'template', 'noscript', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);

/** Tags that break a line (or a cell) when drawn: read as a space; inline tags (b, a, span...) join their words. */
const BREAKING = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'tr', 'td', 'th', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'blockquote']);

/** One decoder for every announcement: a textarea's content is RCDATA, where the parser decodes entities and makes no element. */
let decoder: HTMLTextAreaElement | undefined;

/**
 * An announcement's HTML as the plain text the marquee shows: one line scrolling inside a button has no use for
 * markup. The text is read without handing the markup to the browser's parser, which checks every event-handler
 * attribute it meets against the CSP (an inert template or DOMParser included): hostile content would fill the
 * CSP reports although nothing runs. A full HTML parser (parse5, as the sanitizer uses) is ~40 KB on the first
 * screen; this scan only drops tags, comments and the bodies of script-like elements, and its result only ever
 * becomes a text node, so a tag it misreads costs some text, never markup.
 */
export function announcementText(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (!/[a-z/!?]/i.test(html.charAt(lt + 1))) {
      // "a < b": a lone "<" is text.
      out += '<';
      i = lt + 1;
      continue;
    }
    if (lower.startsWith('<!--', lt)) {
      const end = lower.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const end = tagEnd(html, lt + 1);
    const name = /^<\/?([a-z][a-z0-9]*)/.exec(lower.slice(lt, lt + 16))?.[1];
    if (!name || BREAKING.has(name)) out += ' ';
    i = end;
    if (name && SKIPPED_BODIES.has(name) && lower.charAt(lt + 1) !== '/') {
      const close = lower.indexOf(`</${name}`, i);
      i = close < 0 ? html.length : close;
    }
  }
  return decodeEntities(out).replace(/\s+/g, ' ').trim();
}

/** Index after the ">" closing the tag that starts before `from`; quoted attribute values may hold ">". */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let j = from; j < html.length; j++) {
    const c = html[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j + 1;
  }
  return html.length;
}

function decodeEntities(text: string): string {
  if (!text.includes('&') || typeof document === 'undefined') return text;
  decoder ??= document.createElement('textarea');
  // "<" escaped too: nothing in the string can end the RCDATA and start markup.
  decoder.innerHTML = text.replace(/</g, '&lt;');
  const decoded = decoder.value;
  decoder.innerHTML = '';
  return decoded;
}

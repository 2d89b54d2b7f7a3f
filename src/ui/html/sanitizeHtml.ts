import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { withoutHandlers } from './withoutHandlers.ts';

/**
 * Server-provided HTML (promotion contents, announcements, help-centre entries, inbox letters) goes through here
 * before it reaches the DOM. Event-handler and style attributes are taken out first without a browser parser
 * (withoutHandlers: Chrome reports each one it parses as a CSP violation). DOMPurify then parses the rest with the
 * browser's own parser (so what is checked is what the page would build, mutation XSS included) and keeps only an
 * explicit allow-list: what operators' editors produce.
 */

export interface SanitizeHtmlOptions {
  /** Origins (https only) images may come from besides the page's own, e.g. `https://cdn.example.com`. */
  imageOrigins?: readonly string[];
}

/** Formatting, lists, tables, images and links. No forms, frames, media, svg/math, style or script. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'span',
  'div',
  'blockquote',
  'hr',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'a',
];

/** Attributes per tag (`*`: every allowed tag). No style, class, id or name: operators' styling would fight the brand's and ids clobber the DOM. */
const ATTRS_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  '*': ['title'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ATTRS_BY_TAG).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's own URL gate (run on the decoded, whitespace-stripped value): http(s), mailto, tel or a relative
  // reference. The hooks below check again on the parsed URL.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Defence in depth against DOM clobbering, should id or name ever be allowed.
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
};

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Image origins of the sanitize call in progress: the hooks are registered once, and sanitizing is synchronous. */
let imageOrigins: ReadonlySet<string> = new Set();

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Links leave the app in a new tab without access to it (noopener) or our URL (noreferrer); our own links stay in the app. */
function checkLink(a: Element, win: typeof window): void {
  const href = a.getAttribute('href');
  if (href === null) return;
  const url = parseUrl(href, win.location.href);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) {
    a.removeAttribute('href');
    return;
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== win.location.origin) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
}

/** An image from anywhere else would leak the reader's visit (a tracking pixel) and is blocked by the CSP anyway: dropped. */
function checkImage(img: Element, win: typeof window): void {
  const url = parseUrl(img.getAttribute('src') ?? '', win.location.href);
  const allowed =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && (url.origin === win.location.origin || imageOrigins.has(url.origin));
  if (!allowed) img.remove();
}

function createPurifier(win: typeof window): DOMPurify {
  const purify = createDOMPurify(win);
  purify.setConfig(CONFIG);
  // ALLOWED_ATTR is one list for every tag; this narrows it per tag (no href on a <p>, no src on an <a>).
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    if (!ATTRS_BY_TAG['*'].includes(event.attrName) && !ATTRS_BY_TAG[tag]?.includes(event.attrName)) event.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') checkLink(node, win);
    else if (tag === 'img') checkImage(node, win);
  });
  return purify;
}

/**
 * Self-check on creation: a DOM whose parser or tree walking DOMPurify cannot rely on (happy-dom, which DOMPurify
 * does not support and where it lets handlers through) must fail closed, not pass markup on unsanitized.
 */
// No handler attribute in the probe: Chrome would report it as a CSP violation (see withoutHandlers).
const PROBE = '<p title="t"><b>a</b><script>x</script><a href="javascript:x">b</a></p><u>c</u>';
const PROBE_CLEAN = '<p title="t"><b>a</b><a>b</a></p><u>c</u>';

/** Created on first use for the current window (tests may swap the window between files); null: not trustworthy, text only. */
let purifier: { win: typeof window; purify: DOMPurify | null } | undefined;

function purifierFor(win: typeof window): DOMPurify | null {
  if (purifier?.win !== win) {
    const purify = createPurifier(win);
    purifier = { win, purify: purify.isSupported && purify.sanitize(PROBE) === PROBE_CLEAN ? purify : null };
  }
  return purifier.purify;
}

/** Text as HTML that shows it literally. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The fallback without a trustworthy DOM: the text alone (parsed in an inert template, then escaped), no markup. */
function plainText(html: string): string {
  if (typeof document === 'undefined') return escapeHtml(html);
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('script, style, template, noscript, title, textarea')) el.remove();
  return escapeHtml(template.content.textContent ?? '');
}

/** Only https origins count: an http image on an https page is mixed content, and the value must be an origin. */
function httpsOrigins(origins: readonly string[] | undefined): ReadonlySet<string> {
  const out = new Set<string>();
  for (const o of origins ?? []) {
    const url = parseUrl(o);
    if (url?.protocol === 'https:') out.add(url.origin);
  }
  return out;
}

/**
 * Server HTML as HTML safe to set as innerHTML (React's dangerouslySetInnerHTML): allowed tags and attributes only,
 * links with safe schemes (foreign ones open in a new tab, noopener noreferrer), images only from the page's origin
 * or `options.imageOrigins`. Without a DOM DOMPurify can trust (never the case in a supported browser) only the
 * text is kept.
 */
export function sanitizeHtml(html: string, options?: SanitizeHtmlOptions): string {
  const purify = typeof window === 'undefined' ? null : purifierFor(window);
  if (!purify) return plainText(html);
  imageOrigins = httpsOrigins(options?.imageOrigins);
  try {
    return purify.sanitize(withoutHandlers(html));
  } finally {
    imageOrigins = new Set();
  }
}

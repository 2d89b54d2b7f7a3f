import { parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';

/** Elements Chrome checks against the CSP as it parses them (inline styles, style sheets), and scripts: all dropped by DOMPurify anyway. */
const DROPPED = new Set(['style', 'link', 'script']);

/** Rounds of parse and serialize before markup counts as stable (real content needs one; mutation tricks a few). */
const MAX_ROUNDS = 4;

/**
 * Server HTML with every event-handler (on*) and style attribute, and every style, link and script element, taken
 * out before any browser parser sees it. Chrome checks an inline handler or style against the page's CSP the
 * moment it parses one, even in an inert document (DOMParser, a template, createHTMLDocument): nothing runs, but
 * each is a CSP violation report. So the text is parsed by parse5, the HTML standard's parsing algorithm in plain
 * JavaScript (no DOM, no CSP), as DOMPurify's DOMParser will (scripting off, whole document, body kept).
 * Serialized markup can parse into a different tree (mutation XSS), so it is parsed again until it no longer
 * changes; markup that never settles is given up as text. DOMPurify's allow-list does the real sanitizing after.
 */
export function withoutHandlers(html: string): string {
  let current = html;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = strippedBody(current);
    if (next === current) return next;
    current = next;
  }
  return strippedBody(current) === current ? current : escapeText(textOf(current));
}

function bodyOf(html: string): T.Element | undefined {
  const doc = parse(html, { scriptingEnabled: false });
  const root = doc.childNodes.find((n): n is T.Element => n.nodeName === 'html');
  return root?.childNodes.find((n): n is T.Element => n.nodeName === 'body');
}

function strippedBody(html: string): string {
  const body = bodyOf(html);
  if (!body) return '';
  strip(body);
  return serialize(body);
}

function strip(node: T.ParentNode): void {
  node.childNodes = node.childNodes.filter((child) => !DROPPED.has(child.nodeName));
  for (const child of node.childNodes) {
    if (!('attrs' in child)) continue;
    child.attrs = child.attrs.filter((a) => !/^on/i.test(a.name) && a.name.toLowerCase() !== 'style');
    strip(child);
    // Only an HTML template has a content fragment: a <template> inside <math> or <svg> is a foreign element.
    if (child.nodeName === 'template' && 'content' in child) strip((child as T.Template).content);
  }
}

function textOf(html: string): string {
  const parts: string[] = [];
  const walk = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') parts.push((child as T.TextNode).value);
      else if ('childNodes' in child) walk(child);
    }
  };
  const body = bodyOf(html);
  if (body) walk(body);
  return parts.join(' ');
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The help entry to open first: the #anchor's entry, else query `i`, else 0 (always within the list). */
export function startIndex(entries: readonly { content: string }[], query: string | undefined, hash: string, anchors: Record<string, number> = {}): number {
  const anchor = hash.replace(/^#/, '');
  if (anchor) {
    const carrying = entries.findIndex((e) => carriesAnchor(e.content, anchor));
    if (carrying >= 0) return carrying;
    const mapped = anchors[anchor];
    if (mapped !== undefined && mapped < entries.length) return mapped;
  }
  const i = Number(query);
  return Number.isInteger(i) && i >= 0 && i < entries.length ? i : 0;
}

/** Whether server HTML has an element with this id; parsed inert (a template runs no script, loads no image). */
function carriesAnchor(html: string, anchor: string): boolean {
  if (typeof document === 'undefined') return false;
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('[id]')).some((el) => el.id === anchor);
}

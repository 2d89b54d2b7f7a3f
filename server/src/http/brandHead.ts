/** What the served page says about its brand before any script runs: the tab title and the page icon. */
export interface BrandHead {
  /** brand.json `name`. */
  name: string;
  /** brand.json `icon` (a path, an https URL or a data: image URL); the page keeps its own when absent. */
  icon?: string;
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TITLE = /<title>[^<]*<\/title>/i;
const ICON = /<link\s+rel="icon"[^>]*>/i;

/**
 * index.html as one brand's page: its name as the <title> and its icon as <link rel="icon">, so a visitor's tab
 * and bookmarks show the brand the host resolved to, and the page names no other brand. Text is escaped: the
 * values come from operator documents.
 */
export function withBrandHead(html: string, head: BrandHead): string {
  const title = `<title>${escapeAttr(head.name)}</title>`;
  let out = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  if (head.icon) {
    const icon = `<link rel="icon" href="${escapeAttr(head.icon)}" />`;
    out = ICON.test(out) ? out.replace(ICON, () => icon) : out.replace(/<\/head>/i, () => `  ${icon}\n  </head>`);
  }
  return out;
}

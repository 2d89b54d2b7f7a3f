/** What the served page says about its brand before any script runs: the tab title, the page icon, the bar colour. */
export interface BrandHead {
  /** brand.json `name`. */
  name: string;
  /** brand.json `icon` (a path, an https URL or a data: image URL); the page keeps its own when absent. */
  icon?: string;
  /** The theme token color-bg: the browser's bar (and the installed app's window) match the page from the start. */
  themeColor?: string;
  /** brand.json routing.fallback: the landing screen's path, the one page that preloads the landing chunk. */
  landingPath?: string;
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TITLE = /<title>[^<]*<\/title>/i;
const ICON = /<link\s+rel="icon"[^>]*>/i;
const THEME_COLOR = /<meta\s+name="theme-color"[^>]*>/i;

/**
 * index.html as one brand's page: its name as the <title>, its icon as <link rel="icon"> and its background colour
 * as the theme colour, so a visitor's tab, bookmarks and browser bar show the brand the host resolved to, and the
 * page names no other brand. Text is escaped: the values come from operator documents.
 */
export function withBrandHead(html: string, head: BrandHead): string {
  const title = `<title>${escapeAttr(head.name)}</title>`;
  let out = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  if (head.themeColor) {
    const meta = `<meta name="theme-color" content="${escapeAttr(head.themeColor)}" />`;
    out = THEME_COLOR.test(out) ? out.replace(THEME_COLOR, () => meta) : out.replace(/<\/head>/i, () => `  ${meta}\n  </head>`);
  }
  if (head.icon) {
    const icon = `<link rel="icon" href="${escapeAttr(head.icon)}" />`;
    out = ICON.test(out) ? out.replace(ICON, () => icon) : out.replace(/<\/head>/i, () => `  ${icon}\n  </head>`);
  }
  return out;
}

/** index.html's preloads of the landing chunk (the build marks them `data-landing`: tools/brands/landingChunk.ts). */
const LANDING_PRELOAD = /\n?[ \t]*<link rel="modulepreload"[^>\n]*\sdata-landing[^>\n]*>/g;

/**
 * The page for one path: the landing chunk (the home's widgets, ~9 KB) is preloaded only where the landing screen
 * draws (its path, and `/`, `/m` that lead there). Any other screen loads the widgets it draws as it asks for them,
 * rather than downloading the home's beside its own first screen.
 */
export function withLandingPreloads(html: string, path: string, landingPath: string | undefined): string {
  const landing = path === '/' || path === '/m' || path === '/m/' || (landingPath !== undefined && path.replace(/\/$/, '') === landingPath);
  return landing ? html : html.replace(LANDING_PRELOAD, '');
}

/**
 * The image CDNs the page's CSP allows, as `<meta name="image-cdns">`: the app reads images only from an origin
 * both this page and the fresh system status name (an installed app's saved page keeps the CSP it was saved with).
 */
export function withImageOrigins(html: string, origins: readonly string[]): string {
  if (origins.length === 0) return html;
  const meta = `<meta name="image-cdns" content="${escapeAttr(origins.join(' '))}" />`;
  return html.replace(/<\/head>/i, () => `  ${meta}\n  </head>`);
}

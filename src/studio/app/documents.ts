import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { NodeListRef } from '../draft/index.ts';
import type { ChromeArea, DocChoice } from './state.ts';

/** The words an operator reads for each chrome area. */
export const CHROME_LABELS: Record<ChromeArea, string> = {
  header: 'Header',
  bottomBar: 'Bottom bar',
  leftMenu: 'Left menu',
  rightMenu: 'Right menu',
  popups: 'Popups',
  overlays: 'Overlays',
};

/** The file and root node list of a document-tree entry (none for theme, settings and texts). */
export function rootListOf(doc: DocChoice): NodeListRef | null {
  if (doc.kind === 'chrome') return { file: 'brand.json', path: ['chrome', doc.area] };
  if (doc.kind === 'screen') return { file: `screens/${doc.screen}.json`, path: ['body'] };
  return null;
}

export function docLabel(doc: DocChoice): string {
  switch (doc.kind) {
    case 'chrome':
      return CHROME_LABELS[doc.area];
    case 'theme':
      return 'Theme';
    case 'settings':
      return 'Settings and flags';
    case 'screen':
      return `Screen ${doc.screen}`;
    case 'locales':
      return 'Texts';
    case 'publish':
      return 'Compare and publish';
    case 'history':
      return 'History';
    case 'audit':
      return 'Audit log';
    case 'deposits':
      return 'Manual deposits';
  }
}

export const sameDoc = (a: DocChoice, b: DocChoice): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The screens of the composed draft, by id, with their paths. */
export const screensOf = (bundle: BrandBundle) => bundle.screens.map((s) => ({ id: s.id, paths: s.paths })).sort((a, b) => a.id.localeCompare(b.id));

/**
 * The routes a preview can open: every screen's paths under /m/, without those that need a parameter (":id") or
 * match anything ("*"); the screen's first such path names it.
 */
export function previewRoutes(bundle: BrandBundle): { path: string; screen: string }[] {
  const out: { path: string; screen: string }[] = [];
  const seen = new Set<string>();
  for (const s of screensOf(bundle)) {
    for (const p of s.paths) {
      if (!p.startsWith('/m/') || p.includes(':') || p.includes('*') || seen.has(p) || /\.html$/.test(p)) continue;
      seen.add(p);
      out.push({ path: p, screen: s.id });
    }
  }
  return out;
}

/** The route to show for a screen: its first previewable path. */
export function routeOfScreen(bundle: BrandBundle, screen: string): string | null {
  return previewRoutes(bundle).find((r) => r.screen === screen)?.path ?? null;
}

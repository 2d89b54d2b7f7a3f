import type { Plugin } from 'vite';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { screenAt } from '../../src/core/brand/screenAt.ts';
import { eagerWidgetTypes } from '../../src/core/brand/eagerWidgetTypes.ts';
import { evaluateCondition } from '../../src/core/conditions/evaluate.ts';
import { visitContext } from '../bench/bundles.ts';
import { buildBundle, listBrands } from './loadDocuments.ts';

/**
 * The widget types every brand's landing screen (the screen at `routing.fallback`, normally /m/home) draws at
 * once, read from the documents at build time. The build puts their modules in one chunk: the landing screen is
 * most visits' first screen, and on a slow phone network each separate file on its path costs a round trip.
 * Only a grouping: a document changed after the build still works, its new widgets just load as their own files.
 */
export function landingWidgetTypes(bundles: readonly BrandBundle[]): Set<string> {
  const types = new Set<string>();
  for (const bundle of bundles) {
    const landing = screenAt(bundle, bundle.brand.routing.fallback);
    if (landing) for (const t of eagerWidgetTypes(bundle, landing)) types.add(t);
  }
  return types;
}

/** Every brand's composed documents, read once for both groupings below. */
export const readBundles = (screensDir: string): BrandBundle[] => listBrands(screensDir).map((id) => buildBundle(screensDir, id));

/**
 * Widget types at least this share of all routed screens (every brand) draw at once: the bars' nav items, stacks and
 * buttons. Their modules get a small chunk of their own (`start`), preloaded with the entry: a few hundred bytes
 * each, where as part of the landing chunk they made every other screen download the landing screen's widgets
 * (~9 KB) to draw a button.
 */
const COMMON_SHARE = 0.55;

/**
 * With `firstVisitOnly`, a type counts only if some screen a guest may open draws it on a guest's first visit: one
 * only a signed-in member sees (the balance) never goes in the `start` chunk, which every first visit downloads.
 */
export function commonWidgetTypes(bundles: readonly BrandBundle[], share = COMMON_SHARE, firstVisitOnly = false): Set<string> {
  const count = new Map<string, number>();
  const guestDrawn = new Set<string>();
  let screens = 0;
  for (const bundle of bundles) {
    for (const screen of bundle.screens) {
      if (!screen.paths.length) continue;
      screens++;
      for (const t of eagerWidgetTypes(bundle, screen)) count.set(t, (count.get(t) ?? 0) + 1);
      if (!firstVisitOnly || screen.access?.allow?.includes('guest') === false) continue;
      const guest = visitContext(bundle, screen.paths[0], 'guest');
      for (const t of eagerWidgetTypes(bundle, screen, (when) => evaluateCondition(when, guest))) guestDrawn.add(t);
    }
  }
  return new Set([...count].filter(([t, n]) => n >= screens * share && (!firstVisitOnly || guestDrawn.has(t))).map(([t]) => t));
}

/**
 * Widget types at least this share of all routed screens draw, but fewer than the common ones (or only for members,
 * like the balance in the member screens' headers): kept out of the landing
 * chunk, as their own files, so that half the app's screens do not download the landing screen's widgets (the
 * banners, the search, the game rows: ~10 KB) to draw one of them.
 */
export const WIDELY_USED_SHARE = 0.2;

/** For the `start` chunk's group: a module of one of these widget types' folders (not what they load lazily). */
export function isCommonWidgetModule(types: ReadonlySet<string>): (id: string) => boolean {
  return (id) => {
    const widget = widgetOf(id);
    return widget !== undefined && types.has(widget) && !id.includes('node_modules');
  };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const WIDGET_DIR = /[\\/]src[\\/]widgets[\\/]([^\\/]+)[\\/]/;
/** A widget's schema defaults, which its module re-exports: they go where the widget's folder goes. */
const WIDGET_DEFAULTS = /[\\/]src[\\/]generated[\\/]widgetDefaults[\\/]([^\\/.]+)\.ts$/;
const widgetOf = (id: string): string | undefined => WIDGET_DIR.exec(id)?.[1] ?? WIDGET_DEFAULTS.exec(id)?.[1];
/**
 * The home's rows and carousels (src/widgets/shared/home) and the interruption queue its bars ask (the member
 * screens' reality check asks it too): shared with a few other widgets, but not the game lobbies.
 */
const HOME_PARTS = /[\\/]src[\\/](?:widgets[\\/]shared[\\/]home[\\/]|ui[\\/]useInterruption\.ts$|core[\\/]interruptions\.ts$)/;

/**
 * The build's chunk namers for the landing screen, two files:
 * - `landing`: the modules of the landing widgets' folders, and app modules that only those import (motion, the
 *   pause button). Left out: what a widget loads later on purpose (`import()` from inside its folder, like
 *   swiper).
 * - `landing-shared`: what the landing modules import that other parts use too (game tiles, launch). In
 *   `landing`, those would make every game lobby load the landing widgets as well; as their own files, they were
 *   ten more round trips on the landing screen's path.
 * - `landing-home`: of those, the home's rows and carousels, which the game lobbies do not draw.
 * Modules the entry imports are in the `start` chunk (its group goes first).
 */
export function landingChunkNamer(types: ReadonlySet<string>): (id: string, graph: ModuleGraph) => string | null {
  const landing = memoised((id, graph, self) => {
    const info = graph.getModuleInfo(id);
    if (!info || id.includes('node_modules') || (id.includes('generated') && !WIDGET_DEFAULTS.test(id))) return false;
    const widget = widgetOf(id);
    const lazyInside = info.dynamicImporters.some((d) => WIDGET_DIR.test(d));
    // A landing widget's folder, but not what its code loads later on purpose: a module reached only from one
    // loaded with `import()` (the search overlay's hooks) stays out, with it.
    if (widget && types.has(widget)) return !lazyInside && info.importers.every((i) => self(i, graph));
    return !lazyInside && info.dynamicImporters.length === 0 && info.importers.length > 0 && info.importers.every((i) => self(i, graph));
  });
  const shared = memoised((id, graph, self) => {
    const info = graph.getModuleInfo(id);
    return !!info && !id.includes('generated') && info.importers.some((i) => landing(i, graph) || self(i, graph));
  });
  return (id, graph) => (landing(id, graph) ? 'landing' : shared(id, graph) ? (HOME_PARTS.test(id) ? 'landing-home' : 'landing-shared') : null);
}

type Test = (id: string, graph: ModuleGraph) => boolean;

/** A test over the module graph, answered once per module; import cycles count as "no" until shown otherwise. */
function memoised(test: (id: string, graph: ModuleGraph, self: Test) => boolean): Test {
  const memo = new Map<string, boolean>();
  const self: Test = (id, graph) => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false);
    const result = test(id, graph, self);
    memo.set(id, result);
    return result;
  };
  return self;
}

interface OutputChunkLike {
  type: string;
  name?: string;
  fileName: string;
  imports?: readonly string[];
}

/** A named chunk (`landing`, `start`) and the chunks it imports statically, as output file names (those in `exclude` left out). */
export function landingFiles(bundle: Record<string, OutputChunkLike>, exclude: ReadonlySet<string>, name = 'landing'): string[] {
  const out: string[] = [];
  const visit = (file: string) => {
    if (exclude.has(file) || out.includes(file)) return;
    out.push(file);
    for (const i of bundle[file]?.imports ?? []) visit(i);
  };
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === name);
  if (chunk) visit(chunk.fileName);
  return out;
}

/** The attribute marking index.html's landing preloads: the server drops them from pages of other screens. */
const LANDING_PRELOAD_ATTR = 'data-landing';

/**
 * Build plugin: index.html preloads the common widgets' chunk (`start`, most screens draw them) and the landing
 * chunk with its imports, where the browser finds them while parsing, instead of Vite's preload helper adding a
 * <link> per file when the app first asks for them (~25 ms of main thread at start-up on a mid-range machine).
 * The landing links carry LANDING_PRELOAD_ATTR: the server keeps them only on the landing screen's page, so a
 * visit to /m/login does not download the home's widgets; elsewhere the helper preloads what a screen imports.
 */
export function landingPreloadPlugin(): Plugin {
  return {
    name: 'landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle as Record<string, OutputChunkLike>;
        const linked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const common = landingFiles(bundle, linked, 'start');
        const landing = landingFiles(bundle, new Set([...linked, ...common]));
        const link = (file: string, attrs: Record<string, string> = {}) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, ...attrs },
          injectTo: 'head' as const,
        });
        return [...common.map((f) => link(f)), ...landing.map((f) => link(f, { [LANDING_PRELOAD_ATTR]: '' }))];
      },
    },
  };
}

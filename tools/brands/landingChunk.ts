import type { Plugin } from 'vite';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { screenAt } from '../../src/core/brand/screenAt.ts';
import { eagerWidgetTypes } from '../../src/renderer/eagerWidgetTypes.ts';
import { buildBundle, listBrands } from './loadDocuments.ts';

/**
 * The widget types every brand's landing screen (the screen at `routing.fallback`, normally /m/home) draws at
 * once, read from the documents at build time. The build puts their modules in one chunk: the landing screen is
 * most visits' first screen, and on a slow phone network each separate file on its path costs a round trip.
 * Only a grouping: a document changed after the build still works, its new widgets just load as their own files.
 */
export function landingWidgetTypes(screensDir: string): Set<string> {
  const types = new Set<string>();
  for (const id of listBrands(screensDir)) {
    const bundle: BrandBundle = buildBundle(screensDir, id);
    const landing = screenAt(bundle, bundle.brand.routing.fallback);
    if (landing) for (const t of eagerWidgetTypes(bundle, landing)) types.add(t);
  }
  return types;
}

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const WIDGET_DIR = /[\\/]src[\\/]widgets[\\/]([^\\/]+)[\\/]/;

/**
 * The build's chunk namer for the landing chunk: the modules of the landing widgets' folders, and app modules
 * that only those import (shared tiles, carousels, motion). Left out: what a widget loads later on purpose
 * (`import()` from inside its folder, like swiper), and anything something else also imports, which stays where
 * the bundler puts it (else every other route would load the landing chunk too).
 */
export function landingChunkNamer(types: ReadonlySet<string>): (id: string, graph: ModuleGraph) => string | null {
  const memo = new Map<string, boolean>();
  const isLanding = (id: string, graph: ModuleGraph): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // import cycles: assume no until shown otherwise
    const info = graph.getModuleInfo(id);
    let result = false;
    if (info && !id.includes('node_modules') && !id.includes('generated')) {
      const widget = WIDGET_DIR.exec(id)?.[1];
      const lazyInside = info.dynamicImporters.some((d) => WIDGET_DIR.test(d));
      if (widget && types.has(widget)) result = !lazyInside;
      else result = !lazyInside && info.dynamicImporters.length === 0 && info.importers.length > 0 && info.importers.every((i) => isLanding(i, graph));
    }
    memo.set(id, result);
    return result;
  };
  return (id, graph) => (isLanding(id, graph) ? 'landing' : null);
}

interface OutputChunkLike {
  type: string;
  name?: string;
  fileName: string;
  imports?: readonly string[];
}

/** The landing chunk and the chunks it imports statically, as output file names (the entry's own left out). */
export function landingFiles(bundle: Record<string, OutputChunkLike>, exclude: ReadonlySet<string>): string[] {
  const landing = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'landing');
  const out: string[] = [];
  const visit = (file: string) => {
    if (exclude.has(file) || out.includes(file)) return;
    out.push(file);
    for (const i of bundle[file]?.imports ?? []) visit(i);
  };
  if (landing) visit(landing.fileName);
  return out;
}

/**
 * Build plugin: the landing chunk and its imports are preloaded from index.html, where the browser finds them
 * while parsing, instead of by Vite's preload helper at run time. The helper adds one <link> per file when the
 * app first asks for a landing widget, which cost ~25 ms of main thread at start-up on a mid-range machine.
 * Pair it with `modulePreload.resolveDependencies` dropping those files (isLandingImport).
 */
export function landingPreloadPlugin(): Plugin {
  return {
    name: 'landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const linked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        return landingFiles(ctx.bundle as Record<string, OutputChunkLike>, linked).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** For `modulePreload.resolveDependencies`: a dynamic import of the landing chunk (index.html preloads it all). */
export const isLandingImport = (url: string): boolean => /(^|\/)landing-[\w-]+\.js$/.test(url);

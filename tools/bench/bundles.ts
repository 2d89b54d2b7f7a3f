import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenDocument } from '../../src/generated/screen.ts';
import { screenAt } from '../../src/core/brand/screenAt.ts';
import { buildConditionContext } from '../../src/renderer/conditionContext.ts';
import { evaluateCondition } from '../../src/core/conditions/evaluate.ts';
import { eagerWidgetTypes } from '../../src/core/brand/eagerWidgetTypes.ts';
import type { AppState } from '../../src/state/appState.ts';
import { CHUNK_MODULES_FILE } from './chunkModulesPlugin.ts';
import type { SessionKind } from './check.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteSize {
  brand: string;
  screen: string;
  path: string;
  js: Size;
  css: Size;
  files: string[];
}

const sizeOf = (buf: Buffer): Size => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO: Size = { raw: 0, gzip: 0, brotli: 0 };

/** Session facts of each kind as the app stores them (types per the spec: 0 player, 1 agent). */
const SESSIONS: Record<SessionKind, Pick<AppState, 'session' | 'member'>> = {
  guest: { session: null, member: null },
  member: { session: { token: 'bench', merchantCode: '', userName: 'demo0', type: 0 }, member: { id: 1, account: 'demo0', type: 0 } },
  agent: { session: { token: 'bench', merchantCode: '', userName: 'agent1', type: 1 }, member: { id: 2, account: 'agent1', type: 1 } },
};

/** A first visit on an Android phone, with the brand's own flags, as a guest, the demo member or the demo agent. */
export function visitContext(bundle: BrandBundle, path: string, kind: SessionKind = 'guest'): object {
  const state: AppState = {
    ...SESSIONS[kind],
    language: bundle.brand.languages.default,
    panels: { left: false, right: false },
    popups: [],
    toasts: [],
    balanceHidden: false,
    platformFlags: {},
    promotions: {},
    system: 'normal',
    pwa: { installable: false, updateReady: false },
  };
  const device = { os: 'android' as const, iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false };
  return buildConditionContext({ state, brand: bundle.brand, device, path, query: {} });
}

/** The built app's chunk graph: the files a screen needs before it can draw, and their sizes. */
export interface Build {
  /** JS and CSS a first visit to a screen needs, for a session kind. */
  screenSize(bundle: BrandBundle, screen: ScreenDocument, kind?: SessionKind): { js: Size; css: Size; files: string[] };
}

export function loadBuild(distDir: string): Build {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  // Source module -> output file, for modules merged into a group chunk (no manifest key of their own).
  const chunkOf = JSON.parse(readFileSync(join(distDir, CHUNK_MODULES_FILE), 'utf8')) as Record<string, string>;
  const keyOfFile = new Map(Object.entries(manifest).map(([k, m]) => [m.file, k]));
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) closure(i, seen);
    return seen;
  };
  const files = new Map<string, Size>();
  const fileSize = (f: string): Size => {
    let s = files.get(f);
    if (!s) files.set(f, (s = sizeOf(readFileSync(join(distDir, f)))));
    return s;
  };
  return {
    screenSize(bundle, screen, kind = 'guest') {
      const context = visitContext(bundle, screen.paths[0], kind);
      // A node whose condition fails for this visitor loads nothing.
      const types = eagerWidgetTypes(bundle, screen, (when) => evaluateCondition(when, context));
      const keys = closure(entryKey, new Set());
      for (const type of types) {
        const file = chunkOf[`src/widgets/${type}/module.ts`];
        const key = file ? keyOfFile.get(file) : undefined;
        if (key) closure(key, keys);
      }
      let js = ZERO;
      let css = ZERO;
      const list: string[] = [];
      const cssFiles = new Set<string>();
      for (const k of keys) {
        js = add(js, fileSize(manifest[k].file));
        list.push(manifest[k].file);
        for (const c of manifest[k].css ?? []) cssFiles.add(c);
      }
      // Without CSS code splitting the one stylesheet is its own manifest entry, linked from index.html.
      if (manifest['style.css']) cssFiles.add(manifest['style.css'].file);
      for (const c of cssFiles) css = add(css, fileSize(c));
      return { js, css, files: list };
    },
  };
}

/**
 * JS and CSS a guest's first visit to each route needs before it can draw: the entry and its static imports, and the lazy
 * module of every widget type the screen and its visible bars use. Not counted, because they load after the
 * first paint or on demand: side panels and popups (on open), widget props validators and the brand-document
 * validator (after drawing, as a safety net), swiper, DOMPurify, ciphers, lazy actions, the forms' RE2 engine.
 */
export function measureRoutes(distDir: string, bundles: Record<string, BrandBundle>, build = loadBuild(distDir)): RouteSize[] {
  const out: RouteSize[] = [];
  for (const [brand, bundle] of Object.entries(bundles)) {
    for (const screen of bundle.screens) {
      if (!screen.paths.length) continue;
      out.push({ brand, screen: screen.id, path: screen.paths[0], ...build.screenSize(bundle, screen) });
    }
  }
  return out;
}

/** First-screen JS (brotli bytes) of a route for a session kind; NaN when no screen has the path. */
export function routeJsBytes(build: Build, bundle: BrandBundle, path: string, kind: SessionKind): number {
  const screen = screenAt(bundle, new URL(path, 'http://x').pathname);
  return screen ? build.screenSize(bundle, screen, kind).js.brotli : Number.NaN;
}

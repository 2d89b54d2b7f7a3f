import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { buildConditionContext } from '../../src/renderer/conditionContext.ts';
import { evaluateCondition } from '../../src/core/conditions/evaluate.ts';
import { eagerWidgetTypes } from '../../src/renderer/eagerWidgetTypes.ts';
import type { AppState } from '../../src/state/appState.ts';
import { CHUNK_MODULES_FILE } from './chunkModulesPlugin.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Size {
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

/** A first visit: a guest on an Android phone, with the brand's own flags. */
function guestContext(bundle: BrandBundle, path: string): object {
  const state: AppState = { session: null, member: null, language: bundle.brand.languages.default, panels: { left: false, right: false }, popups: [], toasts: [], balanceHidden: false, platformFlags: {}, promotions: {}, system: 'normal', pwa: { installable: false, updateReady: false } };
  const device = { os: 'android' as const, iosVersion: null, standalone: false, inApp: false, webClip: false, installable: false };
  return buildConditionContext({ state, brand: bundle.brand, device, path, query: {} });
}

/**
 * JS and CSS a guest's first visit to each route needs before it can draw: the entry and its static imports, and the lazy
 * module of every widget type the screen and its visible bars use. Not counted, because they load after the
 * first paint or on demand: side panels and popups (on open), widget props validators and the brand-document
 * validator (after drawing, as a safety net), swiper, DOMPurify, ciphers, lazy actions.
 */
export function measureRoutes(distDir: string, bundles: Record<string, BrandBundle>): RouteSize[] {
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
  const out: RouteSize[] = [];
  for (const [brand, bundle] of Object.entries(bundles)) {
    for (const screen of bundle.screens) {
      if (!screen.paths.length) continue;
      const context = guestContext(bundle, screen.paths[0]);
      // A node whose condition fails for a guest loads nothing.
      const types = eagerWidgetTypes(bundle, screen, (n) => evaluateCondition(n.when, context));
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
      out.push({ brand, screen: screen.id, path: screen.paths[0], js, css, files: list });
    }
  }
  return out;
}

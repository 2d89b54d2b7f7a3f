import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenNode } from '../../src/generated/node.ts';

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

function widgetTypes(nodes: readonly ScreenNode[] | undefined, out: Set<string>): Set<string> {
  for (const n of nodes ?? []) {
    out.add(n.type);
    for (const list of Object.values(n.slots ?? {})) widgetTypes(list, out);
  }
  return out;
}

/**
 * JS and CSS a first visit to each route downloads: the entry and its static imports, the boot-time validator
 * chunk, and the lazy module of every widget type the screen and its visible bars use. Side panels and popups
 * load on open, so they are not counted.
 */
export function measureRoutes(distDir: string, bundles: Record<string, BrandBundle>): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
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
      const types = widgetTypes(screen.body, new Set());
      if (screen.chrome.topBar) widgetTypes(bundle.brand.chrome.header, types);
      if (screen.chrome.bottomBar) widgetTypes(bundle.brand.chrome.bottomBar, types);
      const keys = closure(entryKey, new Set());
      for (const k of Object.keys(manifest)) {
        if (k.includes('generated/validators/core')) closure(k, keys);
        const m = /src\/widgets\/([^/]+)\/module\.ts$/.exec(k);
        if (m && types.has(m[1])) closure(k, keys);
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
      for (const c of cssFiles) css = add(css, fileSize(c));
      out.push({ brand, screen: screen.id, path: screen.paths[0], js, css, files: list });
    }
  }
  return out;
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { isLayer, LAYERS, type Layer } from './layers.ts';

/** One import that points up a layer (or into a folder of src/ that is no layer). */
export interface LayerViolation {
  file: string;
  line: number;
  imports: string;
  from: Layer;
  to: string;
}

/** The layer of a path under src/ (its first folder), or null outside src/. */
export function layerOf(srcDir: string, path: string): string | null {
  const rel = relative(srcDir, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0];
}

/** Every relative import of one module (static, re-exports, dynamic with a literal), with its line. */
export function importsOf(file: string, source: string): { specifier: string; line: number }[] {
  const parsed = parseSync(file, source);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const out = [
    ...parsed.module.staticImports.map((i) => ({ specifier: i.moduleRequest.value, line: lineAt(i.start) })),
    ...parsed.module.staticExports.flatMap((e) => e.entries.filter((x) => x.moduleRequest).map((x) => ({ specifier: x.moduleRequest!.value, line: lineAt(e.start) }))),
    ...parsed.module.dynamicImports.map((d) => {
      const text = source.slice(d.moduleRequest.start, d.moduleRequest.end);
      return { specifier: /^['"`](.*)['"`]$/.exec(text)?.[1] ?? '', line: lineAt(d.start) };
    }),
  ];
  return out.filter((i) => i.specifier.startsWith('.'));
}

/** The imports of `files` (path -> source) that break the layer table. */
export function findViolations(srcDir: string, files: ReadonlyMap<string, string>): LayerViolation[] {
  const out: LayerViolation[] = [];
  for (const [file, source] of files) {
    const from = layerOf(srcDir, file);
    if (!from || !isLayer(from)) {
      out.push({ file, line: 1, imports: '', from: 'app', to: `${from ?? '?'} (not a layer of tools/layers/layers.ts)` });
      continue;
    }
    const allowed: readonly string[] = LAYERS[from];
    for (const { specifier, line } of importsOf(file, source)) {
      const to = layerOf(srcDir, resolve(dirname(file), specifier));
      if (to === null || to === from || allowed.includes(to)) continue;
      out.push({ file, line, imports: specifier, from, to });
    }
  }
  return out;
}

/** The TypeScript sources of src/, as the layer check reads them. */
export function readSources(srcDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.set(path, readFileSync(path, 'utf8'));
    }
  };
  walk(srcDir);
  return files;
}

/** `file:line  layer -> layer  import` per violation. */
export const formatViolation = (root: string, v: LayerViolation): string =>
  `${relative(root, v.file)}:${v.line}  ${v.from} may not import ${v.to}  (${v.imports || 'the file sits outside every layer'})`;

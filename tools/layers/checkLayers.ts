import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { CONTRACT, isLayer, LAYERS, TOOL_EXCEPTIONS, WIDGETS_SHARED } from './layers.ts';

/** One import that breaks a rule of tools/layers/layers.ts. */
export interface LayerViolation {
  file: string;
  line: number;
  imports: string;
  /** Who imports: a layer of src/, `widgets/<a>`, `server`, `tools`, or a tools/ module the server imports. */
  from: string;
  to: string;
  /** A use of the platform outside the data layer's hooks rather than an import. */
  call?: boolean;
}

/** What a widget may not reach for: the env's platform client and its refresh by source name. */
const PLATFORM_MEMBERS = new Set(['api', 'refreshData']);

/**
 * Where a module reaches for `x.api` or `x.refreshData` (or takes them out of an object): a widget calls the
 * platform only through the data layer's hooks (useMutation, useCallRead, usePagedCall), and the sources a write
 * changes are refreshed by the document's actions, not named by the widget.
 */
function platformUsesOf(file: string, source: string): { member: string; line: number }[] {
  const { program } = parseSync(file, source);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const out: { member: string; line: number }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; property?: { name?: string }; key?: { name?: string }; computed?: boolean; start: number };
    if (n.type === 'MemberExpression' && !n.computed && PLATFORM_MEMBERS.has(n.property?.name ?? ''))
      out.push({ member: n.property!.name!, line: lineAt(n.start) });
    if (n.type === 'Property' && PLATFORM_MEMBERS.has(n.key?.name ?? '')) out.push({ member: n.key!.name!, line: lineAt(n.start) });
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(program);
  return out;
}

/** The folders the check reads, relative to the repository's root. */
const CHECKED_FOLDERS = ['src', 'server', 'tools'] as const;

/** The layer of a path under src/ (its first folder), or null outside src/. */
function layerOf(srcDir: string, path: string): string | null {
  const rel = relative(srcDir, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0];
}

/** Every relative import of one module (static, re-exports, dynamic with a literal), with its line. */
function importsOf(file: string, source: string): { specifier: string; line: number }[] {
  const parsed = parseSync(file, source);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const out = [
    ...parsed.module.staticImports.map((i) => ({ specifier: i.moduleRequest.value, line: lineAt(i.start) })),
    ...parsed.module.staticExports.flatMap((e) =>
      e.entries.filter((x) => x.moduleRequest).map((x) => ({ specifier: x.moduleRequest!.value, line: lineAt(e.start) })),
    ),
    ...parsed.module.dynamicImports.map((d) => {
      const text = source.slice(d.moduleRequest.start, d.moduleRequest.end);
      return { specifier: /^['"`](.*)['"`]$/.exec(text)?.[1] ?? '', line: lineAt(d.start) };
    }),
  ];
  return out.filter((i) => i.specifier.startsWith('.'));
}

/** A path relative to the root, with `/` between its folders. */
const relPath = (root: string, path: string): string => relative(root, path).split(sep).join('/');

/** Whether `rel` is `prefix` or sits under it. */
const under = (rel: string, prefix: string): boolean => rel === prefix || rel.startsWith(`${prefix}/`);

const inContract = (rel: string): boolean => CONTRACT.some((c) => under(rel, c));

/** The module an import names, as a key of `files` when it is one (the repository names files with their extension). */
function resolveImport(files: ReadonlyMap<string, string>, file: string, specifier: string): string {
  const path = resolve(dirname(file), specifier);
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]) if (files.has(candidate)) return candidate;
  return path;
}

/** The widget folder of a path under src/widgets/ (`shared` included), or null for the registry and outside. */
function widgetOf(rel: string): string | null {
  const parts = rel.split('/');
  return parts[0] === 'src' && parts[1] === 'widgets' && parts.length > 3 ? parts[2] : null;
}

/** The rules of src/: layers point down, the contract imports only the contract, widgets import no widget. */
function srcRule(rel: string, to: string): string | null {
  const from = rel.split('/')[1];
  const target = to.split('/');
  if (target[0] === 'server' || target[0] === 'tools') return target[0];
  if (target[0] !== 'src' || !isLayer(from)) return null;
  const toLayer = target[1];
  if (toLayer !== from && !(LAYERS[from] as readonly string[]).includes(toLayer)) return toLayer;
  if (inContract(rel) && !inContract(to)) return `${to} (outside the contract)`;
  const a = widgetOf(rel);
  const b = widgetOf(to);
  if (a && b && a !== b && !WIDGETS_SHARED.some((s) => under(to, s))) return `widgets/${b}`;
  return null;
}

/** The imports of `files` (path -> source, under `root`) that break the rules of tools/layers/layers.ts. */
export function findViolations(root: string, files: ReadonlyMap<string, string>): LayerViolation[] {
  const out: LayerViolation[] = [];
  const imports = new Map<string, { specifier: string; line: number; to: string }[]>();
  for (const [file, source] of files) {
    imports.set(
      file,
      importsOf(file, source).map((i) => ({ ...i, to: resolveImport(files, file, i.specifier) })),
    );
  }

  // The tools/ modules the server reaches (directly or through other tools/ modules) follow the server's rule.
  const reachedByServer = new Set<string>();
  const queue = [...files.keys()].filter((f) => relPath(root, f).startsWith('server/'));
  while (queue.length > 0) {
    for (const { to } of imports.get(queue.pop()!) ?? []) {
      if (!relPath(root, to).startsWith('tools/') || reachedByServer.has(to) || !files.has(to)) continue;
      reachedByServer.add(to);
      queue.push(to);
    }
  }

  for (const [file, list] of imports) {
    const rel = relPath(root, file);
    const top = rel.split('/')[0];
    if (top === 'src') {
      const from = layerOf(join(root, 'src'), file)!;
      if (!isLayer(from)) {
        out.push({ file, line: 1, imports: '', from: 'app', to: `${from} (not a layer of tools/layers/layers.ts)` });
        continue;
      }
      const widget = widgetOf(rel);
      if (widget) {
        for (const { member, line } of platformUsesOf(file, files.get(file) ?? '')) {
          out.push({
            file,
            line,
            imports: member,
            from: `widgets/${widget}`,
            to: 'the platform directly (useMutation, useCallRead or usePagedCall; a refresh action in the document)',
            call: true,
          });
        }
      }
      for (const { specifier, line, to } of list) {
        const broken = srcRule(rel, relPath(root, to));
        if (broken) out.push({ file, line, imports: specifier, from: widget && broken.startsWith('widgets/') ? `widgets/${widget}` : from, to: broken });
      }
    } else if (top === 'server' || top === 'tools') {
      const serverRule = top === 'server' || reachedByServer.has(file);
      const from = top === 'server' ? 'server' : serverRule ? 'tools (imported by server)' : 'tools';
      const exceptions = serverRule ? [] : (TOOL_EXCEPTIONS.find((e) => e.tool === rel)?.imports ?? []);
      for (const { specifier, line, to } of list) {
        const target = relPath(root, to);
        if (!target.startsWith('src/') || inContract(target) || exceptions.includes(target)) continue;
        out.push({ file, line, imports: specifier, from, to: `${target} (outside the contract)` });
      }
    }
  }
  return out;
}

/** The TypeScript sources the layer check reads: src/, server/ and tools/ under `root` (node_modules left out). */
export function readSources(root: string, folders: readonly string[] = CHECKED_FOLDERS): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.set(path, readFileSync(path, 'utf8'));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return files;
}

/** `file:line  who may not import what  (the import)` per violation. */
export const formatViolation = (root: string, v: LayerViolation): string =>
  `${relative(root, v.file)}:${v.line}  ${v.from} may not ${v.call ? 'call' : 'import'} ${v.to}  (${v.imports || 'the file sits outside every layer'})`;

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SourceFile } from './source.ts';

/** One folder of brand documents: screens/_base or screens/<brand>. */
export interface Folder {
  name: string;
  abs: string;
  /** Every JSON file under the folder, keyed by path relative to it (`brand.json`, `screens/home.json`, ...). */
  files: Map<string, SourceFile>;
}

/** Everything under a screens/ directory, parsed once. */
export interface Workspace {
  dir: string;
  base: Folder | undefined;
  /** Folders with a brand.json, by folder name (the brand id the app and hosts.json use). */
  brands: Map<string, Folder>;
  /** Folders under screens/ that are neither _base nor a brand (the app ignores them). */
  strays: Folder[];
  hosts: SourceFile | undefined;
  /** JSON files directly under screens/ other than hosts.json. */
  looseFiles: SourceFile[];
}

function readFolder(abs: string, name: string): Folder {
  const files = new Map<string, SourceFile>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const p = join(dir, entry);
      if (statSync(p).isDirectory()) walk(p, `${prefix}${entry}/`);
      else if (entry.endsWith('.json')) files.set(`${prefix}${entry}`, new SourceFile(p, `${prefix}${entry}`));
    }
  };
  walk(abs, '');
  return { name, abs, files };
}

/** Reads `dir`; `only` limits the brand folders read (the dev server lints one brand). */
export function readWorkspace(dir: string, only?: string): Workspace {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`lint:config: ${dir} is not a directory`);
  const ws: Workspace = { dir, base: undefined, brands: new Map(), strays: [], hosts: undefined, looseFiles: [] };
  for (const entry of readdirSync(dir).sort()) {
    const abs = join(dir, entry);
    if (!statSync(abs).isDirectory()) {
      if (only !== undefined || !entry.endsWith('.json')) continue;
      if (entry === 'hosts.json') ws.hosts = new SourceFile(abs, entry);
      else ws.looseFiles.push(new SourceFile(abs, entry));
    } else if (entry === '_base') ws.base = readFolder(abs, entry);
    else if (only !== undefined && entry !== only) continue;
    else if (existsSync(join(abs, 'brand.json'))) ws.brands.set(entry, readFolder(abs, entry));
    else ws.strays.push(readFolder(abs, entry));
  }
  return ws;
}

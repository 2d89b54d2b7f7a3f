import { join, relative } from 'node:path';
import { loadCatalog } from './catalog.ts';
import { checkHosts } from './checks/hosts.ts';
import { checkLayout } from './checks/layout.ts';
import { checkLocaleFolder, localeFiles } from './checks/locales.ts';
import { checkSchema } from './checks/schemas.ts';
import { composeForLint } from './compose.ts';
import type { LintContext } from './context.ts';
import { sortFindings, type Finding } from './finding.ts';
import { isObject, isString } from './json.ts';
import { lintComposedBrand } from './lintBrand.ts';
import { Reporter } from './reporter.ts';
import { SourceFile } from './source.ts';
import { readWorkspace, type Folder, type Workspace } from './workspace.ts';

const newContext = (): LintContext => ({ catalog: loadCatalog(), reporter: new Reporter() });

/** A finding about a file that does not exist. */
function missingFile(dir: string, rel: string, message: string): Finding {
  const file = relative(process.cwd(), join(dir, rel)).split('\\').join('/');
  return { file, line: 1, col: 1, pointer: '', severity: 'error', rule: 'missing-file', message, expected: `a file ${rel}`, found: 'no such file' };
}

/** Syntax findings carry their own position; files that do not parse are left out of every other check. */
function syntax(files: Iterable<SourceFile>): Finding[] {
  return [...files].flatMap((f) => f.syntax);
}

/** Locale files of each folder, _base/brand.json on its own, then each brand composed on _base (and _base alone). */
function lintFolders(ctx: LintContext, ws: Workspace, brands: readonly Folder[], baseAlone: boolean): Finding[] {
  const folders = [ws.base, ...brands].filter((f): f is Folder => f !== undefined);
  const out = folders.flatMap((f) => syntax(f.files.values()));
  const baseKeys = new Set(ws.base ? localeFiles(ws.base).flatMap((f) => (isObject(f.value) ? Object.keys(f.value) : [])) : []);
  for (const folder of folders) checkLocaleFolder(ctx, folder, folder === ws.base ? undefined : baseKeys);
  const baseBrand = ws.base?.files.get('brand.json');
  if (!ws.base || !baseBrand) return [...out, missingFile(ws.dir, '_base/brand.json', 'there is no _base/brand.json: every brand is layered on _base')];
  if (baseBrand.ok) checkSchema(ctx, baseBrand, 'brand.schema.json', '');
  if (baseBrand.ok && baseAlone) lintComposedBrand(ctx, composeForLint(ws.base, undefined));
  for (const b of brands) if (b.files.get('brand.json')?.ok) lintComposedBrand(ctx, composeForLint(ws.base, b));
  return out;
}

/**
 * Lints every brand document under `dir` (screens/): each brand composed on _base the way the app composes it,
 * _base on its own, hosts.json and the folder layout. Each finding points at the file an operator edits.
 */
export async function lintConfig(dir: string): Promise<Finding[]> {
  return lintWorkspace(readWorkspace(dir));
}

/** The checks of lintConfig on a workspace already read (or built in memory, as the config fuzz does). */
export function lintWorkspace(ws: Workspace): Finding[] {
  const { dir } = ws;
  const ctx = newContext();
  const out = lintFolders(ctx, ws, [...ws.brands.values()], true);
  out.push(...ws.strays.flatMap((f) => syntax(f.files.values())), ...syntax(ws.looseFiles));
  if (!ws.hosts) out.push(missingFile(dir, 'hosts.json', 'there is no hosts.json: the app cannot choose a brand by host name'));
  else if (!ws.hosts.ok) out.push(...ws.hosts.syntax);
  else {
    const ids = new Map<string, string | undefined>();
    for (const [name, folder] of ws.brands) {
      const v = folder.files.get('brand.json')?.value;
      ids.set(name, isObject(v) && isString(v.id) ? v.id : undefined);
    }
    checkHosts(ctx, ws.hosts, ids);
  }
  checkLayout(ctx, ws);
  return sortFindings([...out, ...ctx.reporter.findings]);
}

/**
 * Findings that affect one brand (its folder, by folder name or brand id, and _base) for the dev server's error
 * page; lints _base alone when there is no such brand.
 */
export async function lintBrandForDev(dir: string, brandId: string): Promise<Finding[]> {
  const ws = readWorkspace(dir);
  const ctx = newContext();
  const folder =
    ws.brands.get(brandId) ??
    [...ws.brands.values()].find((f) => {
      const v = f.files.get('brand.json')?.value;
      return isObject(v) && v.id === brandId;
    });
  const out = lintFolders(ctx, ws, folder ? [folder] : [], !folder);
  return sortFindings([...out, ...ctx.reporter.findings]);
}

/**
 * The checks of one brand whose documents are given as texts (a revision an operator saves or publishes on the
 * platform), composed on the deployed _base under `dir`: the same findings `lint:config` prints for the files
 * screens/<brandId>/..., at the line and column of the text given. Nothing of the brand is read from disk.
 */
export function lintBrandOverlay(dir: string, brandId: string, files: Readonly<Record<string, string>>): Finding[] {
  const ws = readWorkspace(dir, brandId);
  const abs = join(dir, brandId);
  const parsed = Object.keys(files)
    .sort()
    .map((rel): [string, SourceFile] => [rel, new SourceFile(join(abs, rel), rel, files[rel])]);
  const folder: Folder = { name: brandId, abs, files: new Map(parsed) };
  ws.brands = new Map([[brandId, folder]]);
  const ctx = newContext();
  const out = lintFolders(ctx, ws, [folder], false);
  return sortFindings([...out, ...ctx.reporter.findings]);
}

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** A brand's documents as files: path relative to its folder (brand.json, screens/x.json, locales/ty.json) -> text. */
export type OverlayTexts = Record<string, string>;

/** The file beside a pulled brand's documents naming the revision they came from (the parent of the next push). */
const REVISION_FILE = '.revision';

/** Every JSON file of a brand folder as its text, by path relative to the folder (what a revision stores). */
export function readOverlayFolder(dir: string): OverlayTexts {
  const files: OverlayTexts = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.json')) files[relative(dir, abs).split('\\').join('/')] = readFileSync(abs, 'utf8');
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/**
 * Writes a revision's files into `dir` so the folder holds exactly them: JSON files the revision does not have are
 * removed (a pulled folder is the revision, as `git checkout` makes a tree), other files are left alone. Records
 * the revision number in REVISION_FILE for the next push.
 */
export function writeOverlayFolder(dir: string, files: OverlayTexts, revision: number): { written: string[]; removed: string[] } {
  const removed = Object.keys(readOverlayFolder(dir)).filter((p) => !Object.hasOwn(files, p));
  for (const p of removed) rmSync(join(dir, p));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  recordRevision(dir, revision);
  return { written: Object.keys(files).sort(), removed };
}

/** Notes that the folder's files are now `revision` (after a pull, or a push that published them). */
export function recordRevision(dir: string, revision: number): void {
  writeFileSync(join(dir, REVISION_FILE), `${revision}\n`);
}

/** The revision a folder was pulled from, if it was. */
export function pulledRevision(dir: string): number | null {
  const file = join(dir, REVISION_FILE);
  if (!existsSync(file)) return null;
  const n = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

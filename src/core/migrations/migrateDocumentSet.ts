import { DOCUMENT_VERSION, UNVERSIONED } from './documentVersion.ts';
import { MIGRATIONS } from './migrations.ts';
import { MigrationError } from './MigrationError.ts';
import type { DocumentSet } from '../brand/compose.ts';
import type { Migration, MigrationContext, VersionedKind } from './types.ts';

export type { DocumentSet };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which documents carry a version: brand.json and screens/<name>.json by `schemaVersion`, locales by brand.json. */
export function versionedKind(rel: string): VersionedKind | undefined {
  if (rel === 'brand.json') return 'brand';
  if (/^screens\/[^/]+\.json$/.test(rel)) return 'screen';
  if (/^locales\/[^/]+\.json$/.test(rel)) return 'locale';
  return undefined;
}

/** The version a document says it is at (absent: 1); refuses a version that is none or newer than `current`. */
function versionOf(doc: Json, file: string, current = DOCUMENT_VERSION): number {
  const v = doc.schemaVersion;
  if (v === undefined) return UNVERSIONED;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < UNVERSIONED) {
    throw new MigrationError('bad-version', file, `${file}: "schemaVersion" must be a whole number from 1, found ${JSON.stringify(v)}`);
  }
  if (v > current) {
    throw new MigrationError(
      'newer-version',
      file,
      `${file} is at document version ${v}, newer than this app's ${current}: it was written for a later release of the app, which must be deployed to read it`,
    );
  }
  return v;
}

/** `doc` with `schemaVersion` set, placed right after `$schema` (first otherwise), where a person looks for it. */
function stamped(doc: Json, version: number): Json {
  if (doc.schemaVersion === version) return doc;
  const { $schema, schemaVersion: _old, ...rest } = doc;
  return $schema === undefined ? { schemaVersion: version, ...rest } : { $schema, schemaVersion: version, ...rest };
}

/** Runs the steps after `from` in order; a step that throws becomes a MigrationError naming it and the file. */
export function runSteps(doc: unknown, from: number, ctx: MigrationContext, steps: readonly Migration[] = MIGRATIONS): unknown {
  let out = doc;
  for (const step of steps) {
    if (step.version <= from) continue;
    try {
      out = step.migrate(out, ctx);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      throw new MigrationError('migration-threw', ctx.file, `migration ${step.name} failed on ${ctx.file}: ${why}`, step.name, { cause: err });
    }
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings every document of `files` from its version to DOCUMENT_VERSION and stamps brand and screen documents with
 * it. `base` is _base's set when `files` is a brand's overlay (its entries may name a node by id alone; the base
 * node gives the widget type), itself brought to the current version first. Locale files are at the version of
 * the set's brand.json (1 without one). Other files and `null` documents (an overlay removing a screen) pass as
 * they are. Returns the new set (unchanged documents are the same objects) and the paths that changed.
 * Throws MigrationError: a migration threw, or a document is newer than this app. `steps` are MIGRATIONS but in
 * tests; the current version is the last step's.
 */
export function migrateDocumentSet(
  files: DocumentSet,
  base?: DocumentSet,
  steps: readonly Migration[] = MIGRATIONS,
): { files: DocumentSet; changed: string[] } {
  const current = steps.at(-1)?.version ?? UNVERSIONED;
  const baseNow = base === undefined ? undefined : migrateDocumentSet(base, undefined, steps).files;
  const brand = files.get('brand.json');
  const localeVersion = isObject(brand) ? versionOf(brand, 'brand.json', current) : UNVERSIONED;
  const out: DocumentSet = new Map();
  const changed: string[] = [];
  for (const [file, doc] of files) {
    const kind = versionedKind(file);
    if (kind === undefined || !isObject(doc)) {
      out.set(file, doc);
      continue;
    }
    const from = kind === 'locale' ? localeVersion : versionOf(doc, file, current);
    // A copy, so that a careless step cannot reach into the caller's documents.
    let next = from === current ? doc : runSteps(structuredClone(doc), from, { file, kind, base: baseNow?.get(file) }, steps);
    if (kind !== 'locale' && isObject(next)) next = stamped(next, current);
    if (same(next, doc)) out.set(file, doc);
    else {
      out.set(file, next);
      changed.push(file);
    }
  }
  return { files: out, changed };
}

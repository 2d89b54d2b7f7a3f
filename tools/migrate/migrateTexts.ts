import type { DocumentSet } from '../../src/core/brand/compose.ts';
import { MIGRATIONS } from '../../src/core/migrations/migrations.ts';
import { MigrationError } from '../../src/core/migrations/MigrationError.ts';
import type { Migration } from '../../src/core/migrations/types.ts';
import { migrateDocumentSet, runSteps, versionedKind } from '../../src/core/migrations/migrateDocumentSet.ts';
import { rewriteJson } from './rewriteJson.ts';

/** A problem of one document on its way to the current version: `rule` says which. */
export interface MigrationProblem {
  /** Path relative to its folder. */
  file: string;
  rule: 'migration-failed' | 'document-version' | 'migration-not-idempotent';
  message: string;
  migration?: string;
}

/** One folder migrated: its texts as they are to be written, values, which files changed, and what went wrong. */
export interface MigratedTexts {
  texts: Map<string, string>;
  values: DocumentSet;
  changed: string[];
  problems: MigrationProblem[];
}

/** The documents that parse (lint:config reports the others at their syntax error and migration skips them). */
function parseAll(texts: ReadonlyMap<string, string>): DocumentSet {
  const out: DocumentSet = new Map();
  for (const [rel, text] of texts) {
    try {
      out.set(rel, JSON.parse(text));
    } catch {
      // left to the lint
    }
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A second run changes nothing: the set migrated again is the same, and each step run on the migrated documents
 * gives what it gives when run twice (a step that renames `a` to `b` only where `a` is passes; one that adds 1000
 * to a number each time does not, and would corrupt a revision whose version stamp was lost).
 */
function idempotenceProblems(values: DocumentSet, base: DocumentSet | undefined, steps: readonly Migration[]): MigrationProblem[] {
  const out: MigrationProblem[] = [];
  for (const file of migrateDocumentSet(values, base, steps).changed) {
    out.push({ file, rule: 'migration-not-idempotent', message: `${file}: migrating the migrated document again changes it` });
  }
  const baseNow = base && migrateDocumentSet(base, undefined, steps).files;
  for (const [file, doc] of values) {
    const kind = versionedKind(file);
    if (kind === undefined || doc === null || typeof doc !== 'object') continue;
    const ctx = { file, kind, base: baseNow?.get(file) };
    for (const step of steps) {
      try {
        const once = runSteps(structuredClone(doc), step.version - 1, ctx, [step]);
        const twice = runSteps(structuredClone(once), step.version - 1, ctx, [step]);
        if (!same(once, twice)) {
          out.push({
            file,
            rule: 'migration-not-idempotent',
            migration: step.name,
            message: `migration ${step.name} is not idempotent on ${file}: run on its own output it changes it again`,
          });
        }
      } catch (err) {
        const migration = err instanceof MigrationError ? err.migration : step.name;
        out.push({ file, rule: 'migration-failed', migration, message: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  return out;
}

/**
 * Brings one folder's documents, given as texts (files under screens/<folder>/, or a stored revision), to the
 * current version: the texts edited in place where they changed, and every problem found (a migration that throws,
 * a document newer than the app, a step that a second run would change). `base` is _base's parsed set when the
 * folder is a brand's overlay. On a migration failure nothing is migrated: `texts` are the texts given. `steps`
 * are MIGRATIONS but in tests.
 */
export function migrateTexts(texts: ReadonlyMap<string, string>, base?: DocumentSet, steps: readonly Migration[] = MIGRATIONS): MigratedTexts {
  const parsed = parseAll(texts);
  let result: { files: DocumentSet; changed: string[] };
  try {
    result = migrateDocumentSet(parsed, base, steps);
  } catch (err) {
    if (!(err instanceof MigrationError)) throw err;
    const rule = err.reason === 'migration-threw' ? 'migration-failed' : 'document-version';
    return { texts: new Map(texts), values: parsed, changed: [], problems: [{ file: err.file, rule, message: err.message, migration: err.migration }] };
  }
  const out = new Map(texts);
  for (const rel of result.changed) out.set(rel, rewriteJson(texts.get(rel) ?? 'null', result.files.get(rel)));
  return { texts: out, values: result.files, changed: result.changed, problems: idempotenceProblems(result.files, base, steps) };
}

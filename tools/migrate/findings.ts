import { DOCUMENT_VERSION } from '../../src/core/migrations/documentVersion.ts';
import type { Finding } from '../lint/finding.ts';
import type { SourceFile } from '../lint/source.ts';
import type { MigrationProblem } from './migrateTexts.ts';

/**
 * Migration problems in the lint's finding shape (file:line:col, pointer, expected, found), so migrate:check, the
 * dev tools and the revision store print and show them as they do lint:config's. `file` is the document's
 * SourceFile (its text as given), for the line of `schemaVersion`.
 */
export function problemFinding(p: MigrationProblem, file: SourceFile): Finding {
  const atVersion = p.rule === 'document-version';
  const where = file.ok ? file.locate(atVersion ? ['schemaVersion'] : []) : { file: file.file, line: 1, col: 1, pointer: '' };
  const found = atVersion ? 'another version' : p.migration !== undefined ? `migration ${p.migration}` : 'a change on a second run';
  const expected = atVersion
    ? `schemaVersion from 1 to ${DOCUMENT_VERSION}`
    : p.rule === 'migration-failed'
      ? 'a migration that completes'
      : 'no change on a second run';
  return { ...where, severity: 'error', rule: p.rule, message: p.message, expected, found };
}

/** A file under screens/ that the migrations would still change: its developer forgot `npm run migrate`. */
export function notMigratedFinding(file: SourceFile): Finding {
  const v = file.value !== null && typeof file.value === 'object' ? (file.value as Record<string, unknown>).schemaVersion : undefined;
  const version = v === undefined ? 1 : v;
  return {
    ...file.locate(v === undefined ? [] : ['schemaVersion']),
    severity: 'error',
    rule: 'not-migrated',
    message: `this file is at document version ${JSON.stringify(version)} and the migrations would change it; run \`npm run migrate\` and commit the result`,
    expected: `schemaVersion ${DOCUMENT_VERSION}, as migrated`,
    found: `schemaVersion ${JSON.stringify(version)}`,
  };
}

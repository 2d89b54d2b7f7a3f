import { join } from 'node:path';
import type { DocumentSet } from '../../src/core/brand/compose.ts';
import { readDocumentSet } from '../brands/loadDocuments.ts';
import { sortFindings, type Finding } from '../lint/finding.ts';
import { lintWorkspace } from '../lint/lintConfig.ts';
import { SourceFile } from '../lint/source.ts';
import { readWorkspace, type Folder, type Workspace } from '../lint/workspace.ts';
import { notMigratedFinding, problemFinding } from './findings.ts';
import { migrateTexts, type MigratedTexts } from './migrateTexts.ts';

/** A folder under screens/ and its documents at the current version. */
export interface MigratedFolder {
  folder: Folder;
  result: MigratedTexts;
}

const textsOf = (folder: Folder): Map<string, string> => new Map([...folder.files].map(([rel, f]) => [rel, f.text]));

/** The folder with its migrated texts (the same SourceFile where nothing changed). */
function migratedFolder({ folder, result }: MigratedFolder): Folder {
  const files = new Map<string, SourceFile>();
  for (const [rel, f] of folder.files) files.set(rel, result.changed.includes(rel) ? new SourceFile(f.abs, rel, result.texts.get(rel) ?? f.text) : f);
  return { ...folder, files };
}

/**
 * Every folder of a workspace brought to the current version: _base, then each brand on the migrated _base. When
 * _base cannot be migrated the brands are not tried (their overlays are read against it).
 */
function migrateWorkspace(ws: Workspace): MigratedFolder[] {
  if (!ws.base) return [];
  const base: MigratedFolder = { folder: ws.base, result: migrateTexts(textsOf(ws.base)) };
  if (base.result.problems.some((p) => p.rule !== 'migration-not-idempotent')) return [base];
  return [base, ...[...ws.brands.values()].map((folder) => ({ folder, result: migrateTexts(textsOf(folder), base.result.values) }))];
}

/** Migration problems of each folder as findings, at the line of the text they were found in. */
function problemFindings(migrated: readonly MigratedFolder[]): Finding[] {
  return migrated.flatMap(({ folder, result }) =>
    result.problems.map((p) => problemFinding(p, folder.files.get(p.file) ?? new SourceFile(join(folder.abs, p.file), p.file, 'null'))),
  );
}

/**
 * `npm run migrate:check`: every file under `dir` (screens/) migrated, each brand with its _base. Errors for a
 * migration that fails or that a second run would change, for a file the migrations still change (not migrated
 * in the repository), and for anything lint:config finds in the migrated documents.
 */
export function checkMigrations(dir: string): { findings: Finding[]; migrated: MigratedFolder[] } {
  const ws = readWorkspace(dir);
  const migrated = migrateWorkspace(ws);
  const findings = problemFindings(migrated);
  for (const { folder, result } of migrated) {
    for (const rel of result.changed) {
      const file = folder.files.get(rel);
      if (file) findings.push(notMigratedFinding(file));
    }
  }
  const byName = new Map(migrated.map((m) => [m.folder.name, migratedFolder(m)]));
  const after: Workspace = { ...ws, base: byName.get('_base') ?? ws.base, brands: new Map([...ws.brands].map(([n, f]) => [n, byName.get(n) ?? f])) };
  findings.push(...lintWorkspace(after).filter((f) => f.severity === 'error'));
  return { findings: sortFindings(findings), migrated };
}

/**
 * A brand's revision (its files as texts, by path in its folder) brought to the current version on the _base
 * under `dir`: what the revision store runs on a stored revision when it reads it and before it publishes one.
 * `files` are the texts to store (the given ones where nothing changed); `findings` the migration problems, at
 * screens/<brandId>/<file> (a migration that throws names itself: the revision is refused with it). Validate
 * the migrated texts with lint:config's checks (tools/lint) as every revision.
 */
export function migrateBrandRevision(
  dir: string,
  brandId: string,
  files: Readonly<Record<string, string>>,
  base: DocumentSet = readDocumentSet(join(dir, '_base')),
): { files: Record<string, string>; changed: string[]; findings: Finding[] } {
  const result = migrateTexts(new Map(Object.entries(files)), base);
  const abs = join(dir, brandId);
  const findings = result.problems.map((p) => problemFinding(p, new SourceFile(join(abs, p.file), p.file, files[p.file] ?? 'null')));
  return { files: Object.fromEntries(result.texts), changed: result.changed, findings: sortFindings(findings) };
}

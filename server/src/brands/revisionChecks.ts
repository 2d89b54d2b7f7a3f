import type { DocumentSet } from '../../../src/core/brand/compose.ts';
import { DOCUMENT_VERSION, MigrationError, migrateDocumentSet } from '../../../src/core/migrations/index.ts';
import { formatFinding, lintBrandOverlay, type Finding } from '../../../tools/lint/index.ts';
import { rewriteJson } from '../../../tools/migrate/rewriteJson.ts';
import { ApiError } from '../http/envelope.ts';
import { checkOverlayShape, type OverlayFiles } from './overlayFiles.ts';
import type { BrandRow } from './store.ts';

/** A revision's files brought to the current document version, and the paths a migration rewrote. */
export interface MigratedFiles {
  files: OverlayFiles;
  changed: string[];
}

/**
 * Brings an overlay's documents to DOCUMENT_VERSION (the migrations of src/core/migrations). A rewritten file keeps
 * its formatting but for the values that changed (as `npm run migrate` writes files); untouched files keep their text. Files that are not JSON pass as they are
 * (the checks report them at their line). A migration that throws refuses the revision: 422
 * `brand.migration.failed` naming the migration and the file, and nothing is saved or published.
 */
function migrateOverlay(files: OverlayFiles, base: DocumentSet): MigratedFiles {
  const parsed: DocumentSet = new Map();
  for (const [path, text] of Object.entries(files)) {
    try {
      parsed.set(path, JSON.parse(text) as unknown);
    } catch {
      return { files, changed: [] };
    }
  }
  try {
    const out = migrateDocumentSet(parsed, base);
    const next: OverlayFiles = { ...files };
    // The operator's own formatting stays: only what the migration changed is rewritten in the text.
    for (const path of out.changed) next[path] = rewriteJson(files[path], out.files.get(path));
    return { files: next, changed: out.changed };
  } catch (err) {
    if (!(err instanceof MigrationError)) throw err;
    throw new ApiError(
      422,
      'brand.migration.failed',
      `${err.message.replace(/\.?$/, '.')} Nothing was saved or published; players keep the published revision.`,
      {
        migration: err.migration ?? null,
        file: err.file,
        reason: err.reason,
        version: DOCUMENT_VERSION,
      },
    );
  }
}

/** Findings on who the overlay says the brand is: it may not rename itself or move to another merchant. */
function identityFindings(brand: BrandRow, files: OverlayFiles): Finding[] {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(files['brand.json']) as Record<string, unknown>;
  } catch {
    return [];
  }
  const file = `screens/${brand.id}/brand.json`;
  const at = (pointer: string, message: string, expected: string, found: unknown): Finding => ({
    file,
    line: 1,
    col: 1,
    pointer,
    severity: 'error',
    rule: 'brand-identity',
    message,
    expected,
    found: JSON.stringify(found) ?? 'nothing',
  });
  const out: Finding[] = [];
  if (doc.id !== brand.id) out.push(at('/id', `brand.json "id" must stay "${brand.id}": a brand is renamed by creating another`, `"${brand.id}"`, doc.id));
  if (doc.merchantCode !== brand.merchantCode) {
    out.push(
      at(
        '/merchantCode',
        `brand.json "merchantCode" must stay "${brand.merchantCode}": the platform's merchant of this brand (an admin creates a brand for another merchant)`,
        `"${brand.merchantCode}"`,
        doc.merchantCode,
      ),
    );
  }
  return out;
}

/**
 * The checks of `npm run lint:config` on one brand's revision, on the server: its shape, its migration to the
 * current version, then every lint check of the brand composed on the deployed _base, plus its identity. Answers
 * the migrated files and every finding (errors and warnings); throws only for a shape the checks cannot read (400,
 * 413) or a migration that fails (422 `brand.migration.failed`). The studio's brandCheck answers this as it is.
 */
export function revisionFindings(screensDir: string, base: DocumentSet, brand: BrandRow, files: OverlayFiles): MigratedFiles & { findings: Finding[] } {
  checkOverlayShape(files);
  const migrated = migrateOverlay(files, base);
  return { ...migrated, findings: [...identityFindings(brand, migrated.files), ...lintBrandOverlay(screensDir, brand.id, migrated.files)] };
}

/**
 * revisionFindings as saving and publishing need it: errors refuse the revision with 422 `brand.revision.invalid`
 * and the findings in the lint's own shape (file, line, column, JSON pointer, message, expected, found,
 * suggestion), and `lines` as `lint:config` prints them. Answers the migrated files and the warnings.
 */
export function checkRevision(screensDir: string, base: DocumentSet, brand: BrandRow, files: OverlayFiles): MigratedFiles & { warnings: Finding[] } {
  const { findings, ...migrated } = revisionFindings(screensDir, base, brand, files);
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length) {
    throw new ApiError(
      422,
      'brand.revision.invalid',
      `The brand's documents have ${errors.length} error${errors.length === 1 ? '' : 's'}: nothing was saved or published.`,
      {
        findings,
        lines: findings.map(formatFinding),
      },
    );
  }
  return { ...migrated, warnings: findings };
}

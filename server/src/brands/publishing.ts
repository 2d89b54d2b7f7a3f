import type { Finding } from '../../../tools/lint/index.ts';
import type { BrandDocument } from '../../../src/generated/brand.ts';
import { composeBrand } from '../../../src/core/brand/compose.ts';
import { DOCUMENT_VERSION } from '../../../src/core/migrations/index.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { Operator } from '../operators/guard.ts';
import { appendAudit } from '../operators/audit.ts';
import { drawBrandIcons } from './icons.ts';
import { overlayDocuments, type OverlayFiles } from './overlayFiles.ts';
import { checkRevision } from './revisionChecks.ts';
import type { DeployedBase } from './servedBrand.ts';
import { findBrand, findRevision, insertRevision, saveIcons, setPublished, type BrandRow, type Revision, type RevisionMeta } from './store.ts';
import { threeWay } from './threeWay.ts';

/** What publishing needs of the running server. */
export interface PublishingContext {
  db: Db;
  now: () => number;
  screensDir: string;
  base: DeployedBase;
  /** Tells this instance's cache at once (other instances learn by LISTEN or their version check). */
  invalidate(): void;
}

export async function brandOrFail(db: Db, id: string): Promise<BrandRow> {
  const brand = await findBrand(db, id);
  if (!brand) throw new ApiError(404, 'brand.unknown', `There is no brand "${id}" on this platform.`);
  return brand;
}

export async function revisionOrFail(db: Db, brand: string, number: number): Promise<Revision> {
  const r = await findRevision(db, brand, number);
  if (!r) throw new ApiError(404, 'brand.revision.unknown', `Brand "${brand}" has no revision ${number}.`);
  return r;
}

/**
 * Saves an operator's documents as the brand's next revision, a draft edited from `parent` (the revision the
 * editor started from, normally the published one). Checked as `lint:config` checks files (422 with findings, and
 * nothing saved); migrated to the current document version first. Audited as `draft.save`.
 */
export async function saveDraft(
  ctx: PublishingContext,
  op: Operator,
  input: { brand: string; parent: number | null; message: string; files: OverlayFiles },
): Promise<{ revision: RevisionMeta; warnings: Finding[] }> {
  const brand = await brandOrFail(ctx.db, input.brand);
  if (input.parent !== null) await revisionOrFail(ctx.db, brand.id, input.parent);
  const checked = checkRevision(ctx.screensDir, ctx.base.documents, brand, input.files);
  const revision = await ctx.db.transaction(async (tx) => {
    await findBrand(tx, brand.id, true);
    const saved = await insertRevision(
      tx,
      { brand: brand.id, parent: input.parent, author: op.username, message: input.message, files: checked.files, schemaVersion: DOCUMENT_VERSION },
      ctx.now(),
    );
    const migrated = checked.changed.length ? ` (migrated to document version ${DOCUMENT_VERSION}: ${checked.changed.join(', ')})` : '';
    await appendAudit(
      tx,
      {
        operator: op,
        action: 'draft.save',
        brand: brand.id,
        revision: saved.number,
        summary: `Saved revision ${saved.number} of ${brand.id} from ${input.parent ?? 'nothing'}: ${input.message}${migrated}`,
        details: { parent: input.parent, hash: saved.hash, files: Object.keys(checked.files) },
      },
      ctx.now(),
    );
    return saved;
  });
  return { revision, warnings: checked.warnings };
}

/** The app icons of a revision, drawn before the transaction; an icon that cannot be drawn refuses the publish. */
async function iconsOf(brand: BrandRow, files: OverlayFiles, base: DeployedBase): Promise<Map<string, Buffer>> {
  const doc: BrandDocument = composeBrand(base.documents, overlayDocuments(files)).brand;
  try {
    return await drawBrandIcons(doc);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const finding: Finding = {
      file: `screens/${brand.id}/brand.json`,
      line: 1,
      col: 1,
      pointer: '/icon',
      severity: 'error',
      rule: 'brand-icon',
      message: `the app icons cannot be drawn: ${message}`,
      expected: 'a data: image URL or a file under public/',
      found: String(doc.icon ?? 'nothing').slice(0, 60),
    };
    throw new ApiError(422, 'brand.revision.invalid', "The brand's icon cannot be drawn: nothing was published.", { findings: [finding], lines: [] });
  }
}

/**
 * Makes a revision the one players get. A publish (`mode: 'publish'`) takes a draft edited from the published
 * revision; a draft whose parent is no longer published is refused with 409 `brand.publish.conflict` and the
 * three-way difference. A rollback republishes any earlier revision as it is. Both are checked again against the
 * deployed _base (422 with findings) and migrated: a revision stored at an older document version is saved again,
 * migrated, as a new revision, which is the one published. Audited as `brand.publish` / `brand.rollback`.
 */
export async function publishRevision(
  ctx: PublishingContext,
  op: Operator,
  input: { brand: string; revision: number; mode: 'publish' | 'rollback' },
): Promise<{ published: RevisionMeta; previous: number | null; migratedFrom: number | null }> {
  const brand = await brandOrFail(ctx.db, input.brand);
  const revision = await revisionOrFail(ctx.db, brand.id, input.revision);
  const checked = checkRevision(ctx.screensDir, ctx.base.documents, brand, revision.files);
  const icons = await iconsOf(brand, checked.files, ctx.base);
  const result = await ctx.db.transaction(async (tx) => {
    const now = await findBrand(tx, brand.id, true);
    const previous = now?.published ?? null;
    if (input.mode === 'publish' && previous !== revision.number && revision.parent !== previous) {
      const parent = revision.parent === null ? null : await findRevision(tx, brand.id, revision.parent);
      const published = previous === null ? null : await findRevision(tx, brand.id, previous);
      const difference = threeWay({ number: revision.parent, files: parent?.files ?? {} }, revision.files, { number: previous, files: published?.files ?? {} });
      throw new ApiError(
        409,
        'brand.publish.conflict',
        `Revision ${revision.number} was edited from revision ${revision.parent ?? 'none'}, but revision ${previous ?? 'none'} has been published since: nothing was published. Save your change again on revision ${previous ?? 'none'}.`,
        difference,
      );
    }
    let target: RevisionMeta = revision;
    if (checked.changed.length > 0) {
      target = await insertRevision(
        tx,
        {
          brand: brand.id,
          parent: revision.number,
          author: op.username,
          message: `Revision ${revision.number} migrated to document version ${DOCUMENT_VERSION}`,
          files: checked.files,
          schemaVersion: DOCUMENT_VERSION,
        },
        ctx.now(),
      );
    }
    await saveIcons(tx, brand.id, target.number, icons);
    await setPublished(tx, brand.id, target.number, ctx.now());
    const verb = input.mode === 'rollback' ? 'Rolled back' : 'Published';
    await appendAudit(
      tx,
      {
        operator: op,
        action: `brand.${input.mode}`,
        brand: brand.id,
        revision: target.number,
        summary: `${verb} ${brand.id} to revision ${target.number} (was ${previous ?? 'none'})`,
        details: { previous, requested: revision.number, hash: target.hash },
      },
      ctx.now(),
    );
    return { published: target, previous, migratedFrom: target === revision ? null : revision.number };
  });
  ctx.invalidate();
  return result;
}

import { DOCUMENT_VERSION } from '../../../src/core/migrations/index.ts';
import { ApiError } from '../http/envelope.ts';
import { appendAudit } from '../operators/audit.ts';
import type { Operator } from '../operators/guard.ts';
import { copyMerchant } from './merchantCopy.ts';
import { brandOrFail, type PublishingContext } from './publishing.ts';
import { checkRevision } from './revisionChecks.ts';
import { findBrand, insertRevision, saveIcons, setHosts, setPublished, type RevisionMeta } from './store.ts';
import { drawBrandIcons } from './icons.ts';
import { composeBrand } from '../../../src/core/brand/compose.ts';
import { overlayDocuments } from './overlayFiles.ts';

const hostTaken = (taken: { host: string; brand: string }[]): ApiError =>
  new ApiError(409, 'brand.host.taken', `${taken.map((t) => `${t.host} answers for brand ${t.brand}`).join('; ')}: remove it there first.`, { taken });

/**
 * A new brand in one step: its merchant on the platform (copied from `copyFrom`'s, so its calls answer at once),
 * revision 1 published (brand.json with its id, name, merchant code and hosts; everything else from _base), and its
 * hosts. Checked like any revision. Audited as `brand.create`.
 */
export async function createBrand(
  ctx: PublishingContext,
  op: Operator,
  input: { id: string; name: string; merchantCode: string; copyFrom: string; hosts: string[] },
): Promise<{ brand: string; published: RevisionMeta }> {
  if (await findBrand(ctx.db, input.id)) throw new ApiError(409, 'brand.exists', `There is already a brand "${input.id}".`);
  const source = await brandOrFail(ctx.db, input.copyFrom);
  const brandJson = { id: input.id, name: input.name, merchantCode: input.merchantCode, hosts: input.hosts, schemaVersion: DOCUMENT_VERSION };
  const files = { 'brand.json': `${JSON.stringify(brandJson, null, 2)}\n` };
  const row = { id: input.id, merchantCode: input.merchantCode, published: null, isDefault: false, createdAt: ctx.now(), updatedAt: ctx.now() };
  const checked = checkRevision(ctx.screensDir, ctx.base.documents, row, files);
  const icons = await drawBrandIcons(composeBrand(ctx.base.documents, overlayDocuments(checked.files)).brand);
  const published = await ctx.db.transaction(async (tx) => {
    await copyMerchant(tx, source.merchantCode, { code: input.merchantCode, brandId: input.id, name: input.name });
    const [won] = await tx.query<{ id: string }>(
      'INSERT INTO brands (id, merchant_code, published, is_default, created_at, updated_at) VALUES ($1, $2, NULL, false, $3, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
      [input.id, input.merchantCode, ctx.now()],
    );
    if (!won) throw new ApiError(409, 'brand.exists', `There is already a brand "${input.id}".`);
    const rev = await insertRevision(
      tx,
      {
        brand: input.id,
        parent: null,
        author: op.username,
        message: `Created ${input.id} from ${input.copyFrom}'s merchant`,
        files: checked.files,
        schemaVersion: DOCUMENT_VERSION,
      },
      ctx.now(),
    );
    await saveIcons(tx, input.id, rev.number, icons);
    const { taken } = await setHosts(tx, input.id, input.hosts);
    if (taken.length) throw hostTaken(taken);
    await setPublished(tx, input.id, rev.number, ctx.now());
    await appendAudit(
      tx,
      {
        operator: op,
        action: 'brand.create',
        brand: input.id,
        revision: rev.number,
        summary: `Created brand ${input.id} (${input.name}, merchant ${input.merchantCode} copied from ${input.copyFrom}) on ${input.hosts.join(', ')}`,
        details: input,
      },
      ctx.now(),
    );
    return rev;
  });
  ctx.invalidate();
  return { brand: input.id, published };
}

/** Replaces the hosts a brand answers on (served at once: the site version moves). Audited as `brand.hosts`. */
export async function replaceHosts(ctx: PublishingContext, op: Operator, input: { brand: string; hosts: string[] }): Promise<string[]> {
  await brandOrFail(ctx.db, input.brand);
  const hosts = await ctx.db.transaction(async (tx) => {
    const { taken } = await setHosts(tx, input.brand, input.hosts);
    if (taken.length) throw hostTaken(taken);
    await appendAudit(
      tx,
      {
        operator: op,
        action: 'brand.hosts',
        brand: input.brand,
        summary: `Hosts of ${input.brand}: ${input.hosts.join(', ') || 'none'}`,
        details: { hosts: input.hosts },
      },
      ctx.now(),
    );
    return [...new Set(input.hosts.map((h) => h.toLowerCase()))].sort();
  });
  ctx.invalidate();
  return hosts;
}

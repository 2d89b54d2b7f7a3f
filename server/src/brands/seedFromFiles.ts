import { join } from 'node:path';
import { composeBrand } from '../../../src/core/brand/compose.ts';
import { DOCUMENT_VERSION } from '../../../src/core/migrations/index.ts';
import type { Db } from '../db/index.ts';
import { listBrands as listBrandFolders, readHosts } from '../../../tools/brands/loadDocuments.ts';
import { readOverlayFolder } from '../../../tools/brands/overlayFolder.ts';
import { drawBrandIcons } from './icons.ts';
import { copyMerchant } from './merchantCopy.ts';
import { overlayDocuments } from './overlayFiles.ts';
import type { DeployedBase } from './servedBrand.ts';
import { bumpSiteVersion, findBrand, insertRevision, saveIcons, setPublished } from './store.ts';

/**
 * Brands the platform does not have yet, from the deployed files: each folder screens/<id>/ becomes brand <id> with
 * revision 1 published (at the current document version: `npm run migrate:check` keeps screens/ there), and screens/hosts.json's hosts and default are added where no row names them. Runs at
 * every start and never touches a brand the database already has, so what an operator published stays published.
 * Answers the ids seeded now.
 */
export async function seedBrandsFromFiles(db: Db, screensDir: string, base: DeployedBase, now: number): Promise<string[]> {
  const seeded: string[] = [];
  for (const id of listBrandFolders(screensDir)) {
    if (await findBrand(db, id)) continue;
    const files = readOverlayFolder(join(screensDir, id));
    const { brand } = composeBrand(base.documents, overlayDocuments(files));
    // Drawn before the transaction: sharp takes a moment, and the rows go in together or not at all.
    const icons = await drawBrandIcons(brand).catch((err: unknown) => {
      console.warn(`brand ${id}: app icons not drawn (${err instanceof Error ? err.message : String(err)}); they will be drawn when first asked for`);
      return null;
    });
    const inserted = await db.transaction(async (tx) => {
      // Another instance starting on the same database may have seeded it meanwhile.
      const [won] = await tx.query<{ id: string }>(
        'INSERT INTO brands (id, merchant_code, published, is_default, created_at, updated_at) VALUES ($1, $2, NULL, false, $3, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
        [id, brand.merchantCode, now],
      );
      if (!won) return false;
      // A brand added as files names a merchant the platform may not have: without one every call of its site
      // answers "domain not available". It starts from the platform's first merchant, as brandCreate copies one.
      const [known] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [brand.merchantCode]);
      const [first] = known ? [] : await tx.query<{ code: string }>('SELECT code FROM merchants ORDER BY id LIMIT 1');
      if (first) {
        await copyMerchant(tx, first.code, { code: brand.merchantCode, brandId: id, name: brand.name });
        console.log(`brand ${id}: the platform had no merchant ${brand.merchantCode}; created it with ${first.code}'s settings`);
      }
      const rev = await insertRevision(
        tx,
        { brand: id, parent: null, author: 'seed', message: `Seeded from screens/${id}/`, files, schemaVersion: DOCUMENT_VERSION },
        now,
      );
      if (icons) await saveIcons(tx, id, rev.number, icons);
      await setPublished(tx, id, rev.number, now);
      return true;
    });
    if (inserted) seeded.push(id);
  }
  await seedHosts(db, screensDir);
  return seeded;
}

/** hosts.json's hosts of known brands where no row names the host yet, and its default where none is set. */
async function seedHosts(db: Db, screensDir: string): Promise<void> {
  const hosts = readHosts(screensDir);
  await db.transaction(async (tx) => {
    let changed = 0;
    for (const [host, brand] of Object.entries(hosts.hosts)) {
      const rows = await tx.query(
        'INSERT INTO brand_hosts (host, brand_id) SELECT $1, id FROM brands WHERE id = $2 ON CONFLICT (host) DO NOTHING RETURNING host',
        [host.toLowerCase(), brand],
      );
      changed += rows.length;
    }
    const [def] = await tx.query('SELECT 1 FROM brands WHERE is_default');
    if (!def) changed += (await tx.query('UPDATE brands SET is_default = true WHERE id = $1 RETURNING id', [hosts.default])).length;
    if (changed) await bumpSiteVersion(tx);
  });
}

import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * The platform configuration a new brand's merchant starts with, copied from the merchant of a brand the operator
 * picks: the modules it offers (whitelabel flags), its register rules, VIP levels, check-in and rebate settings,
 * customer service contacts and hot games. Players, money, orders and content (banners, announcements, help,
 * promotions and their categories) are the brand's own and start empty.
 */
const CONFIG_TABLES = [
  'whitelabel_modules',
  'register_settings',
  'vip_levels',
  'checkin_settings',
  'manual_rebate_rates',
  'customer_service',
  'hot_games',
] as const;

/** A table's columns a copy writes: all but generated ids (the copy gets its own). */
async function copiedColumns(tx: Queryable, table: string): Promise<string[]> {
  const rows = await tx.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_identity = 'NO' AND (column_default IS NULL OR column_default NOT LIKE 'nextval(%')
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * A merchant for a new brand: the row of `fromCode`'s merchant with the new code, brand and name (currency,
 * languages, encryption, settings alike), and its configuration tables copied. Answers the new merchant's id.
 */
export async function copyMerchant(tx: Queryable, fromCode: string, to: { code: string; brandId: string; name: string }): Promise<number> {
  const [source] = await tx.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [fromCode]);
  if (!source) throw new ApiError(404, 'merchant.unknown', `The platform has no merchant "${fromCode}" to copy.`);
  const [taken] = await tx.query('SELECT 1 FROM merchants WHERE code = $1', [to.code]);
  if (taken) throw new ApiError(409, 'merchant.exists', `The platform already has a merchant "${to.code}": choose another merchant code.`);
  const columns = (await copiedColumns(tx, 'merchants')).filter((c) => !['id', 'code', 'brand_id', 'name', 'main_domain'].includes(c));
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO merchants (id, code, brand_id, name, main_domain, ${columns.join(', ')})
     SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM merchants), $2, $3, $4, '', ${columns.join(', ')} FROM merchants WHERE id = $1
     RETURNING id`,
    [source.id, to.code, to.brandId, to.name],
  );
  for (const table of CONFIG_TABLES) {
    const cols = (await copiedColumns(tx, table)).filter((c) => c !== 'merchant_id');
    if (cols.length === 0) continue;
    await tx.query(`INSERT INTO ${table} (merchant_id, ${cols.join(', ')}) SELECT $2, ${cols.join(', ')} FROM ${table} WHERE merchant_id = $1`, [
      source.id,
      row.id,
    ]);
  }
  return row.id;
}

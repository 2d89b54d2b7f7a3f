import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';

/** What an operator may do on a brand; each role includes the ones before it. */
export type OperatorRole = 'viewer' | 'editor' | 'publisher' | 'admin';

/** viewer: reads; editor: drafts; publisher: publish and rollback; admin: brands, hosts and operators. */
const ROLE_ORDER: readonly OperatorRole[] = ['viewer', 'editor', 'publisher', 'admin'];

/** The brand a role on every brand is granted on. */
export const EVERY_BRAND = '*';

/** One grant: a role on a brand id, or on '*' (every brand). */
export interface RoleGrant {
  brand: string;
  role: OperatorRole;
}

export const isRole = (value: string): value is OperatorRole => (ROLE_ORDER as readonly string[]).includes(value);

const rank = (role: OperatorRole): number => ROLE_ORDER.indexOf(role);

/**
 * Whether grants allow `need`: a role at least as high on the brand or on '*'. Without a brand only a role on '*'
 * counts: a call about no particular brand (the operator list, every brand's audit) is for platform-wide roles.
 */
export function allows(grants: readonly RoleGrant[], need: { role: OperatorRole; brand?: string }): boolean {
  return grants.some((g) => (g.brand === EVERY_BRAND || (need.brand !== undefined && g.brand === need.brand)) && rank(g.role) >= rank(need.role));
}

/** An operator's grants, '*' first, then by brand. */
export async function rolesOf(db: Queryable, operatorId: number): Promise<RoleGrant[]> {
  const rows = await db.query<{ brand: string; role: string }>('SELECT brand, role FROM operator_roles WHERE operator_id = $1', [operatorId]);
  return sortGrants(rows.filter((r): r is RoleGrant => isRole(r.role)));
}

export function sortGrants(grants: RoleGrant[]): RoleGrant[] {
  return grants.sort((a, b) => (a.brand === b.brand ? 0 : a.brand === EVERY_BRAND ? -1 : b.brand === EVERY_BRAND ? 1 : a.brand < b.brand ? -1 : 1));
}

/**
 * Replaces an operator's grants with these (one per brand: the highest given wins). Inside the caller's
 * transaction, with the audit line of the change.
 */
export async function setRoles(tx: Queryable, operatorId: number, grants: readonly RoleGrant[]): Promise<RoleGrant[]> {
  const byBrand = new Map<string, OperatorRole>();
  for (const g of grants) {
    const had = byBrand.get(g.brand);
    if (!had || rank(g.role) > rank(had)) byBrand.set(g.brand, g.role);
  }
  await tx.query('DELETE FROM operator_roles WHERE operator_id = $1', [operatorId]);
  for (const [brand, role] of byBrand) {
    await tx.query('INSERT INTO operator_roles (operator_id, brand, role) VALUES ($1, $2, $3)', [operatorId, brand, role]);
  }
  return sortGrants([...byBrand].map(([brand, role]) => ({ brand, role })));
}

/**
 * 409 `operator.admin.last` when `losing` is the last active admin on '*' and is about to stop being one (roles,
 * disabling): nobody could then manage operators but the command line. The admins' rows are locked (FOR UPDATE), so
 * two admins demoting each other at once cannot both pass.
 */
export async function keepPlatformAdmin(tx: Queryable, losing: { id: number; username: string }): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    `SELECT o.id FROM operators o JOIN operator_roles r ON r.operator_id = o.id
      WHERE r.brand = '*' AND r.role = 'admin' AND NOT o.disabled ORDER BY o.id FOR UPDATE OF o`,
  );
  if (rows.length === 1 && rows[0]?.id === losing.id) {
    throw new ApiError(409, 'operator.admin.last', `${losing.username} is the last active admin on every brand: make another admin first.`);
  }
}

/** 400 `operator.brand.unknown` for a grant on a brand the platform does not have (brands, migration 115). */
export async function checkGrantBrands(db: Queryable, grants: readonly RoleGrant[]): Promise<void> {
  const named = [...new Set(grants.map((g) => g.brand).filter((b) => b !== EVERY_BRAND))];
  if (named.length === 0) return;
  const rows = await db.query<{ id: string }>('SELECT id FROM brands WHERE id = ANY($1::text[])', [named]);
  const known = new Set(rows.map((r) => r.id));
  const unknown = named.find((b) => !known.has(b));
  if (unknown) throw new ApiError(400, 'operator.brand.unknown', `There is no brand "${unknown}".`, { brand: unknown });
}

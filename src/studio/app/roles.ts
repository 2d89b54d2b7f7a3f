import type { OperatorRoleGrant } from '../../generated/api/shapes/operatorRoleGrant.ts';

const RANK = { viewer: 0, editor: 1, publisher: 2, admin: 3 } as const;

/** Whether the grants give at least `role` on `brand` (a grant on * counts for every brand). */
export function hasRole(roles: readonly OperatorRoleGrant[] | undefined, brand: string | null, role: keyof typeof RANK): boolean {
  if (!roles || !brand) return false;
  return roles.some((g) => (g.brand === brand || g.brand === '*') && RANK[g.role] >= RANK[role]);
}

import type { OperatorRoleGrant, OperatorRoleName } from '../../../generated/api/shapes/operatorRoleGrant.ts';

/** Roles include the ones before them: viewer < editor < publisher < admin (operatorRoleGrant's schema). */
const RANK: Record<OperatorRoleName, number> = { viewer: 1, editor: 2, publisher: 3, admin: 4 };

/** Just the roles of an operator session (OperatorSessionInfo has more). */
export interface HasRoles {
  roles: OperatorRoleGrant[];
}

/** Whether the operator holds `role` (or a higher one) on `brand`, directly or through brand `*`. */
const hasRole = (session: HasRoles | null, brand: string, role: OperatorRoleName): boolean =>
  !!session && session.roles.some((g) => (g.brand === '*' || g.brand === brand) && RANK[g.role] >= RANK[role]);

/** Whether the operator is an admin anywhere: the audit log is theirs (auditList). */
export const isAdmin = (session: HasRoles | null): boolean => !!session && session.roles.some((g) => g.role === 'admin');

/** The brands whose audit lines the operator may read: '*' (all, without a brand filter) or a list. */
export function auditScope(session: HasRoles | null): '*' | string[] {
  const grants = session?.roles.filter((g) => g.role === 'admin') ?? [];
  if (grants.some((g) => g.brand === '*')) return '*';
  return [...new Set(grants.map((g) => g.brand))].sort();
}

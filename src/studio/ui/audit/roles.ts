import type { OperatorRoleGrant } from '../../../generated/api/shapes/operatorRoleGrant.ts';

/** Just the roles of an operator session (OperatorSessionInfo has more). */
export interface HasRoles {
  roles: OperatorRoleGrant[];
}

/** Whether the operator is an admin anywhere: the audit log is theirs (auditList). */
export const isAdmin = (session: HasRoles | null): boolean => !!session && session.roles.some((g) => g.role === 'admin');

/** The brands whose audit lines the operator may read: '*' (all, without a brand filter) or a list. */
export function auditScope(session: HasRoles | null): '*' | string[] {
  const grants = session?.roles.filter((g) => g.role === 'admin') ?? [];
  if (grants.some((g) => g.brand === '*')) return '*';
  return [...new Set(grants.map((g) => g.brand))].sort();
}

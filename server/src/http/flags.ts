import type { WhitelabelNode } from '../../../src/generated/api/shapes/whitelabelNode.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from './envelope.ts';

interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
}

async function modules(db: Queryable, merchantId: number): Promise<ModuleRow[]> {
  return db.query<ModuleRow>('SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules WHERE merchant_id = $1 ORDER BY sort', [merchantId]);
}

/** The whitelabel tree as the platform sends it, rooted at `ROOT`. */
export async function whitelabelTree(db: Queryable, merchantId: number): Promise<WhitelabelNode> {
  const rows = await modules(db, merchantId);
  const nodes = new Map<string, WhitelabelNode>(rows.map((r) => [r.mod_id, { modId: r.mod_id, enabled: r.enabled ? '1' : '0', childrenNodes: [] }]));
  const root: WhitelabelNode = { modId: 'ROOT', enabled: '1', childrenNodes: [] };
  for (const r of rows) {
    const parent = r.parent_mod_id ? nodes.get(r.parent_mod_id) : root;
    (parent ?? root).childrenNodes.push(nodes.get(r.mod_id) as WhitelabelNode);
  }
  return root;
}

/** Flattened flags: a module is on when it and all its ancestors are enabled. */
export async function whitelabelFlags(db: Queryable, merchantId: number): Promise<Record<string, boolean>> {
  const out: Record<string, boolean> = {};
  const walk = (n: WhitelabelNode, parentOn: boolean) => {
    const on = parentOn && n.enabled === '1';
    if (n.modId !== 'ROOT') out[n.modId] = on;
    for (const c of n.childrenNodes) walk(c, on);
  };
  walk(await whitelabelTree(db, merchantId), true);
  return out;
}

/** 403 `feature.disabled` unless the merchant has the flag on. */
export async function requireFlag(db: Queryable, merchantId: number, flag: string): Promise<void> {
  const flags = await whitelabelFlags(db, merchantId);
  if (!flags[flag]) {
    throw new ApiError(403, 'feature.disabled', 'Sorry, this account does not have permission or the feature is temporarily unavailable.');
  }
}

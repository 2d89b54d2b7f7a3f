import { defineAction } from '../renderer/actionDefinition.ts';
import type { RefreshParams } from '../generated/actions/refresh.ts';

/** The named sources are read again together, not one after another. */
export const refresh = defineAction(async (p: RefreshParams, { env }) => {
  const names = new Set([...(p.source ? [p.source] : []), ...(p.sources ?? [])]);
  await Promise.all([...names].map((name) => env.refreshData(name)));
});

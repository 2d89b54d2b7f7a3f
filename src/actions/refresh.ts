import { defineAction } from '../core/actions/types.ts';
import type { RefreshParams } from '../generated/actions/refresh.ts';

export const refresh = defineAction<RefreshParams>('refresh', async (p, { env }) => {
  await env.refreshData(p.source);
});

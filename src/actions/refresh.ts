import { defineAction } from '../renderer/actionDefinition.ts';
import type { RefreshParams } from '../generated/actions/refresh.ts';

export const refresh = defineAction(async (p: RefreshParams, { env }) => {
  await env.refreshData(p.source);
});

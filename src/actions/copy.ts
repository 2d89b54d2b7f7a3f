import { defineAction } from '../core/actions/types.ts';
import type { CopyParams } from '../generated/actions/copy.ts';

export const copy = defineAction<CopyParams>('copy', async (p, { env }) => {
  await env.copyText(p.text);
  env.notify({ messageKey: 'copy_success', kind: 'success', durationMs: 1500 });
});

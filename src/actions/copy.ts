import { defineAction } from '../renderer/actionDefinition.ts';
import type { CopyParams } from '../generated/actions/copy.ts';

export const copy = defineAction(async (p: CopyParams, { env }) => {
  await env.copyText(p.text);
  env.notify({ messageKey: 'copy_success', kind: 'success' });
});

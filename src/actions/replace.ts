import { defineAction } from '../core/actions/types.ts';
import { fillTemplate } from '../core/params/resolve.ts';
import type { ReplaceParams } from '../generated/actions/replace.ts';

export const replace = defineAction<ReplaceParams>('replace', (p, { env, event }) => {
  env.navigate(fillTemplate(p.to, event), { replace: true });
});

import { defineAction } from '../renderer/actionDefinition.ts';
import { fillTemplate } from '../core/params/resolve.ts';
import type { ReplaceParams } from '../generated/actions/replace.ts';

export const replace = defineAction((p: ReplaceParams, { env, event }) => {
  env.navigate(fillTemplate(p.to, event), { replace: true });
});

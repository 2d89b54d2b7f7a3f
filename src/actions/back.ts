import { defineAction } from '../renderer/actionDefinition.ts';
import type { ActionParamsWithDefaults } from '../generated/defaults.ts';

export const back = defineAction((p: ActionParamsWithDefaults<'back'>, { env }) => {
  env.back(p.fallback);
});

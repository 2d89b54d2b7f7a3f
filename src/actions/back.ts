import { defineAction } from '../renderer/actionDefinition.ts';
import type { BackParams } from '../generated/actions/back.ts';

export const back = defineAction((p: BackParams, { env }) => {
  env.back(p.fallback ?? '/m/home');
});

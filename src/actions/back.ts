import { defineAction } from '../core/actions/types.ts';
import type { BackParams } from '../generated/actions/back.ts';

export const back = defineAction<BackParams>('back', (p, { env }) => {
  env.back(p.fallback ?? '/m/home');
});

import { defineAction } from '../core/actions/types.ts';
import type { SetLanguageParams } from '../generated/actions/setLanguage.ts';

export const setLanguage = defineAction<SetLanguageParams>('setLanguage', async (p, { env }) => {
  await env.setLanguage(p.language);
});

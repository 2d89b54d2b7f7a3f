import { defineAction } from '../renderer/actionDefinition.ts';
import type { SetLanguageParams } from '../generated/actions/setLanguage.ts';

export const setLanguage = defineAction(async (p: SetLanguageParams, { env }) => {
  await env.setLanguage(p.language);
});

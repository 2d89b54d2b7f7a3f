import { defineAction } from '../renderer/actionDefinition.ts';
import type { OpenUrlParams } from '../generated/actions/openUrl.ts';

const SAFE = /^(https?:|mailto:|tel:|\/)/i;

/** Opens links from documents and server data; anything but web, mail, phone or app paths is refused (no javascript:). */
export const openUrl = defineAction((p: OpenUrlParams, { env }) => {
  if (!p.url || !SAFE.test(p.url)) {
    env.report(`openUrl refused an unsafe or empty URL`, p.url);
    return;
  }
  if (p.url.startsWith('/') && !p.url.startsWith('//') && p.target !== 'blank') env.navigate(p.url);
  else env.openUrl(p.url, p.target ?? 'blank');
});

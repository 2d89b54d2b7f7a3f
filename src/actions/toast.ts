import { defineAction } from '../renderer/actionDefinition.ts';
import type { ToastParams } from '../generated/actions/toast.ts';

export const toast = defineAction((p: ToastParams, { env }) => {
  const kind = p.kind ?? 'info';
  // A document's durationMs may lengthen a notice, never make it too short to read (noticeDuration.ts).
  env.notify({ messageKey: p.messageKey, kind, durationMs: p.durationMs });
});

import { defineAction } from '../renderer/actionDefinition.ts';
import type { ToastParams } from '../generated/actions/toast.ts';

/** Default durations from the spec: success 1.5 s, info 2 s, errors short (3 s). */
const DEFAULTS = { success: 1500, info: 2000, error: 3000, loading: 9999 } as const;

export const toast = defineAction((p: ToastParams, { env }) => {
  const kind = p.kind ?? 'info';
  env.notify({ messageKey: p.messageKey, kind, durationMs: p.durationMs ?? DEFAULTS[kind] });
});

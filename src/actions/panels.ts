import { defineAction } from '../core/actions/types.ts';
import type { OpenPanelParams } from '../generated/actions/openPanel.ts';
import type { ClosePanelParams } from '../generated/actions/closePanel.ts';
import type { TogglePanelParams } from '../generated/actions/togglePanel.ts';

/** Opening one side panel closes the other: the spec shows at most one at a time. */
export const openPanel = defineAction<OpenPanelParams>('openPanel', (p, { env }) => {
  env.store.update((s) => {
    s.panels = { left: p.panel === 'left', right: p.panel === 'right' };
  });
});

export const closePanel = defineAction<ClosePanelParams>('closePanel', (p, { env }) => {
  env.store.update((s) => {
    s.panels[p.panel] = false;
  });
});

export const togglePanel = defineAction<TogglePanelParams>('togglePanel', (p, { env }) => {
  env.store.update((s) => {
    const open = !s.panels[p.panel];
    s.panels = { left: false, right: false };
    s.panels[p.panel] = open;
  });
});

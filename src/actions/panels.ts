import { defineAction } from '../renderer/actionDefinition.ts';
import type { OpenPanelParams } from '../generated/actions/openPanel.ts';
import type { ClosePanelParams } from '../generated/actions/closePanel.ts';
import type { TogglePanelParams } from '../generated/actions/togglePanel.ts';

/** Opening one side panel closes the other: the spec shows at most one at a time. */
export const openPanel = defineAction((p: OpenPanelParams, { env }) => {
  env.store.update((s) => {
    s.panels = { left: p.panel === 'left', right: p.panel === 'right' };
  });
});

export const closePanel = defineAction((p: ClosePanelParams, { env }) => {
  env.store.update((s) => {
    s.panels[p.panel] = false;
  });
});

export const togglePanel = defineAction((p: TogglePanelParams, { env }) => {
  env.store.update((s) => {
    const open = !s.panels[p.panel];
    s.panels = { left: false, right: false };
    s.panels[p.panel] = open;
  });
});

import { defineAction } from '../core/actions/types.ts';
import type { OpenPopupParams } from '../generated/actions/openPopup.ts';
import type { ClosePopupParams } from '../generated/actions/closePopup.ts';

export const openPopup = defineAction<OpenPopupParams>('openPopup', (p, { env }) => {
  env.store.update((s) => {
    s.panels = { left: false, right: false };
    if (!s.popups.includes(p.popup)) s.popups.push(p.popup);
  });
});

export const closePopup = defineAction<ClosePopupParams>('closePopup', (p, { env }) => {
  env.store.update((s) => {
    s.popups = p.popup ? s.popups.filter((x) => x !== p.popup) : [];
  });
});

import { defineAction } from '../renderer/actionDefinition.ts';
import type { OpenPopupParams } from '../generated/actions/openPopup.ts';
import type { ClosePopupParams } from '../generated/actions/closePopup.ts';

export const openPopup = defineAction((p: OpenPopupParams, { env }) => {
  env.store.update((s) => {
    s.panels = { left: false, right: false };
    if (!s.popups.includes(p.popup)) s.popups.push(p.popup);
  });
});

export const closePopup = defineAction((p: ClosePopupParams, { env }) => {
  env.store.update((s) => {
    s.popups = p.popup ? s.popups.filter((x) => x !== p.popup) : [];
  });
});

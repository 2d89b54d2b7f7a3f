import { StorageKeys, readJson, writeJson } from '../../state/storageKeys.ts';

/** The device's calendar day, YYYY-MM-DD: "today" as the person sees it. */
export const localDay = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type HiddenOn = Record<string, string>;

/** Whether popup announcements are due: a sign-in happened in this tab and the account did not hide them today. */
export function popupsDue(storage: { session: Storage; local: Storage }, userName: string, now: number): boolean {
  if (storage.session.getItem(StorageKeys.popupNoticesPending) !== '1') return false;
  return readJson<HiddenOn>(storage.local, StorageKeys.popupNoticesHiddenOn)?.[userName] !== localDay(now);
}

/** Shown: not again this session; with `hideToday`, not again for this account until tomorrow. */
export function popupsSeen(storage: { session: Storage; local: Storage }, userName: string, now: number, hideToday: boolean): void {
  storage.session.removeItem(StorageKeys.popupNoticesPending);
  if (!hideToday) return;
  const hidden = readJson<HiddenOn>(storage.local, StorageKeys.popupNoticesHiddenOn) ?? {};
  writeJson(storage.local, StorageKeys.popupNoticesHiddenOn, { ...hidden, [userName]: localDay(now) });
}

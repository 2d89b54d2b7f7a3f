import { loadOnce } from '../../core/loadOnce.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useLoaded } from '../../renderer/useLoaded.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { StorageKeys } from '../../state/storageKeys.ts';

// The popup's code (its gate, its turn in the interruption queue, its dialog) loads only after a sign-in in this
// tab left announcements pending: a guest's home never downloads it.
const pendingNotices = loadOnce(() => import('./PendingNotices.tsx'));

/** Popup announcements once after a sign-in; nothing for guests or when none are due. */
export function Component(widget: WidgetProps<'noticePopup'>) {
  const { env } = useRenderer();
  const signedIn = useAppState((s) => s.session !== null);
  const pending = signedIn && env.storage.session.getItem(StorageKeys.popupNoticesPending) === '1';
  const code = useLoaded(pendingNotices, pending).value;
  return pending && code ? <code.PendingNotices {...widget} /> : null;
}

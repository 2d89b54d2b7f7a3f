import { lazy, Suspense, useMemo, useState } from 'react';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { useInterruption } from '../../ui/useInterruption.ts';
import { popupsDue, popupsSeen } from './popupGate.ts';

// The dialog and the sanitizer load only when there is something to show (the home's first screen never needs them).
const NoticeDialog = lazy(() => import('./NoticeDialog.tsx'));

/** Popup announcements once after a sign-in; nothing for guests or when none are due. */
export function PendingNotices({ node, props, data }: WidgetProps<'noticePopup'>) {
  const { env } = useRenderer();
  const userName = useAppState((s) => s.session?.userName ?? null);
  const types = props.types;
  const notices = useMemo(() => (data?.data ?? []).filter((n) => types.includes(n.type)), [data?.data, types]);
  const [closed, setClosed] = useState(false);
  const due = useMemo(() => userName !== null && popupsDue(env.storage, userName, env.clock.now()), [env, userName]);
  // One interruption at a time: the announcements wait for the reality check, and count as the session's popup.
  const turn = useInterruption(node.id, 'popup', userName !== null && due && !closed && notices.length > 0);
  if (!userName || !turn.shown) return null;
  const close = (hideToday: boolean) => {
    popupsSeen(env.storage, userName, env.clock.now(), hideToday);
    setClosed(true);
    turn.close();
  };
  return (
    <Suspense fallback={null}>
      <NoticeDialog notices={notices} onClose={close} navigate={env.navigate} />
    </Suspense>
  );
}

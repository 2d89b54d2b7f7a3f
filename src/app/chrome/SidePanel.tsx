import { lazy, Suspense } from 'react';
import type { ScreenNode } from '../../generated/node.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { loadChromeDialogs } from './loadChromeDialogs.ts';

const SidePanelSheet = lazy(() => loadChromeDialogs().then((m) => ({ default: m.SidePanelSheet })));

/** A side panel (left main menu or right member menu), drawn while open; its code loads after the first screen. */
export function SidePanel(props: { side: 'left' | 'right'; nodes: readonly ScreenNode[]; testId: string; labelKey: string }) {
  const open = useAppState((s) => s.panels[props.side]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SidePanelSheet {...props} />
    </Suspense>
  );
}

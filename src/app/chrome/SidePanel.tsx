import type { ScreenNode } from '../../generated/node.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { useChromeDialogs } from './loadChromeDialogs.ts';

/** A side panel (left main menu or right member menu), drawn while open; its code loads after the first screen. */
export function SidePanel(props: { side: 'left' | 'right'; nodes: readonly ScreenNode[]; testId: string; labelKey: string }) {
  const open = useAppState((s) => s.panels[props.side]);
  const code = useChromeDialogs(open);
  return open && code ? <code.SidePanelSheet {...props} /> : null;
}

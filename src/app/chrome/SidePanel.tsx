import { useTranslation } from 'react-i18next';
import type { ScreenNode } from '../../generated/node.ts';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Sheet } from '../../ui/Dialog.tsx';

/** A side panel (left main menu or right member menu): a sheet from its edge; Escape or the scrim closes it and focus stays inside while it is open. */
export function SidePanel({ side, nodes, testId, labelKey }: { side: 'left' | 'right'; nodes: readonly ScreenNode[]; testId: string; labelKey: string }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const open = useAppState((s) => s.panels[side]);
  const close = () =>
    env.store.update((s) => {
      s.panels[side] = false;
    });
  return (
    <Sheet side={side} open={open} onClose={close} label={t(labelKey)} closeLabel={t('close')} testId={testId} className="side-panel">
      <NodeList nodes={nodes} />
    </Sheet>
  );
}

import { useTranslation } from 'react-i18next';
import type { ScreenNode } from '../../generated/node.ts';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Sheet } from '../../ui/Dialog.tsx';

/** An open side panel: a sheet from its edge; Escape or the scrim closes it and focus stays inside while it is open. */
export function SidePanelSheet({ side, nodes, testId, labelKey }: { side: 'left' | 'right'; nodes: readonly ScreenNode[]; testId: string; labelKey: string }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const close = () =>
    env.store.update((s) => {
      s.panels[side] = false;
    });
  return (
    <Sheet side={side} onClose={close} label={t(labelKey)} closeLabel={t('close')} testId={testId} className="side-panel">
      <NodeList nodes={nodes} />
    </Sheet>
  );
}

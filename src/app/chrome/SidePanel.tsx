import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenNode } from '../../generated/node.ts';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useModalFocus } from '../../ui/useModalFocus.ts';

/** A side panel (left main menu or right member menu) as a modal dialog; Escape or the scrim closes it and focus stays inside while it is open. */
export function SidePanel({ side, nodes, testId, labelKey }: { side: 'left' | 'right'; nodes: readonly ScreenNode[]; testId: string; labelKey: string }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const open = useAppState((s) => s.panels[side]);
  const ref = useRef<HTMLElement>(null);
  const close = () =>
    env.store.update((s) => {
      s.panels[side] = false;
    });
  useModalFocus(ref, open, close);
  if (!open) return null;
  return (
    <div className={`panel-layer panel-${side}`}>
      <div className="scrim" onClick={close} aria-hidden="true" />
      <aside ref={ref} className="side-panel" data-testid={testId} role="dialog" aria-modal="true" aria-label={t(labelKey)} tabIndex={-1}>
        <button type="button" className="icon-button panel-close" aria-label={t('close')} onClick={close}>
          <Icon name="close" />
        </button>
        <NodeList nodes={nodes} />
      </aside>
    </div>
  );
}

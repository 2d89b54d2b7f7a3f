import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenNode } from '../../generated/node.ts';
import { NodeView } from '../../renderer/NodeView.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../widgets/shared/Icon.tsx';
import { useBrand } from '../BrandContext.tsx';
import { useModalFocus } from './useModalFocus.ts';

/** Open popups (brand chrome.popups, by node id), each a modal dialog with a close button. */
export function Popups() {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { bundle } = useBrand();
  const open = useAppState((s) => s.popups);
  const nodes = bundle.brand.chrome.popups.filter((n) => open.includes(n.id));
  if (nodes.length === 0) return null;
  return (
    <>
      {nodes.map((node) => (
        <PopupDialog key={node.id} node={node} close={() => env.store.update((s) => void (s.popups = s.popups.filter((p) => p !== node.id)))} closeLabel={t('close')} />
      ))}
    </>
  );
}

/** One open popup: a modal dialog that keeps focus inside and closes on Escape. */
function PopupDialog({ node, close, closeLabel }: { node: ScreenNode; close(): void; closeLabel: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, true, close);
  return (
    <div className="popup-layer">
      <div className="scrim" aria-hidden="true" onClick={close} />
      <div ref={ref} tabIndex={-1} className="popup" role="dialog" aria-modal="true" aria-labelledby={`${node.id}-title`} data-testid={`popup-${node.id}`}>
        <button type="button" className="icon-button popup-close" aria-label={closeLabel} onClick={close}>
          <Icon name="close" />
        </button>
        <NodeView node={node} />
      </div>
    </div>
  );
}

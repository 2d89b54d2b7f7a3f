import { useTranslation } from 'react-i18next';
import { NodeView } from '../../renderer/NodeView.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Icon } from '../../widgets/shared/Icon.tsx';
import { useBrand } from '../BrandContext.tsx';

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
        <div key={node.id} className="popup-layer">
          <div className="scrim" aria-hidden="true" />
          <div className="popup" role="dialog" aria-modal="true" aria-labelledby={`${node.id}-title`} data-testid={`popup-${node.id}`}>
            <button
              type="button"
              className="icon-button popup-close"
              aria-label={t('close')}
              onClick={() =>
                env.store.update((s) => {
                  s.popups = s.popups.filter((p) => p !== node.id);
                })
              }
            >
              <Icon name="close" />
            </button>
            <NodeView node={node} />
          </div>
        </div>
      ))}
    </>
  );
}

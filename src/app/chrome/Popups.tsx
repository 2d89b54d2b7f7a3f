import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenNode } from '../../generated/node.ts';
import { NodeView } from '../../renderer/NodeView.tsx';
import { RendererProvider, useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useBrand } from '../../ui/BrandContext.tsx';
import { popupEnv } from './popupEnv.ts';

/** Open popups (brand chrome.popups, by node id), each a modal dialog with a close button. */
export function Popups() {
  const { t } = useTranslation();
  const { bundle } = useBrand();
  const open = useAppState((s) => s.popups);
  const nodes = bundle.brand.chrome.popups.filter((n) => open.includes(n.id));
  if (nodes.length === 0) return null;
  return (
    <>
      {nodes.map((node) => (
        <PopupDialog key={node.id} node={node} closeLabel={t('close')} />
      ))}
    </>
  );
}

/**
 * One open popup: a modal dialog that keeps focus inside and closes on Escape. Its content runs actions with the
 * popup's env (see popupEnv): back closes the dialog, navigation closes it first.
 */
function PopupDialog({ node, closeLabel }: { node: ScreenNode; closeLabel: string }) {
  const renderer = useRenderer();
  const { env } = renderer;
  const close = useCallback(() => env.store.update((s) => void (s.popups = s.popups.filter((p) => p !== node.id))), [env, node.id]);
  const scoped = useMemo(() => ({ ...renderer, env: popupEnv(env, close) }), [renderer, env, close]);
  return (
    <Dialog onClose={close} labelledBy={`${node.id}-title`} closeLabel={closeLabel} testId={`popup-${node.id}`}>
      <RendererProvider renderer={scoped}>
        <NodeView node={node} />
      </RendererProvider>
    </Dialog>
  );
}

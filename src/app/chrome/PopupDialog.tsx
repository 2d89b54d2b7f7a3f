import { useCallback, useMemo } from 'react';
import type { ScreenNode } from '../../generated/node.ts';
import { NodeView } from '../../renderer/NodeView.tsx';
import { RendererProvider, useRenderer } from '../../renderer/RendererContext.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { popupEnv } from './popupEnv.ts';

/**
 * One open popup: a modal dialog that keeps focus inside and closes on Escape. Its content runs actions with the
 * popup's env (see popupEnv): back closes the dialog, navigation closes it first.
 */
export function PopupDialog({ node, closeLabel }: { node: ScreenNode; closeLabel: string }) {
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

import { startTransition, useEffect, useState } from 'react';
import { evaluateCondition } from '../../core/conditions/evaluate.ts';
import type { ScreenNode } from '../../generated/node.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { NodeList } from '../../renderer/NodeView.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';

/**
 * The brand's overlays (the reality-check reminder), drawn once the widget code of those whose condition holds
 * has loaded. They show themselves when due, never as part of the first screen, and the first screen renders in
 * a transition: a node there suspended on its code held the whole screen's commit until that code came in (a
 * member route's first paint of content waited ~300 ms at 4x CPU for the reminder's module).
 */
export function Overlays({ nodes }: { nodes: readonly ScreenNode[] }) {
  const renderer = useRenderer();
  const context = useConditionContext();
  const types = [...new Set(nodes.filter((n) => evaluateCondition(n.when, context)).map((n) => n.type))].join(',');
  const [loaded, setLoaded] = useState('');

  useEffect(() => {
    if (!types) return;
    let live = true;
    // A failed load (offline) still draws the nodes: each then shows its own problem and retries.
    void Promise.allSettled(types.split(',').map((t) => renderer.loadWidget(t))).then(() => {
      if (live) startTransition(() => setLoaded(types));
    });
    return () => {
      live = false;
    };
  }, [types, renderer]);

  return types && loaded === types ? <NodeList nodes={nodes} /> : null;
}

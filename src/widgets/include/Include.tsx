import { useBrand } from '../../ui/BrandContext.tsx';
import type { ScreenNode } from '../../generated/node.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { NodeList } from '../../renderer/NodeView.tsx';
import { NodeProblem } from '../../renderer/NodeProblem.tsx';
import { findNode } from './findNode.ts';

/**
 * Another screen's nodes, drawn here as they are there (conditions, data, actions): a popup reuses a screen's forms
 * instead of a copy that would drift. A missing screen or id is a document error (lint:config reports it first).
 */
export function Component({ node, props }: WidgetProps<'include'>) {
  const screen = useBrand().bundle.screens.find((s) => s.id === props.screen);
  const found = props.nodes.map((id) => findNode(screen?.body, id));
  const missing = props.nodes.filter((_id, i) => !found[i]);
  if (!screen || missing.length > 0) {
    const what = screen ? `no node ${missing.map((m) => `"${m}"`).join(', ')} in screen "${props.screen}"` : `no screen "${props.screen}"`;
    return <NodeProblem node={node} message={`include: ${what}`} />;
  }
  return <NodeList nodes={found as ScreenNode[]} />;
}

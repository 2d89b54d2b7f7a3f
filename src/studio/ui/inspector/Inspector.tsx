import { lazy, Suspense } from 'react';
import type { ScreenNode } from '../../../generated/node.ts';
import type { FieldFinding, OriginOf, ResetValue, SetValue, StudioCatalog } from './types.ts';

export type InspectorPart = 'props' | 'data' | 'events' | 'visibility';

export interface InspectorProps {
  /** The selected node as composed (base + this brand's overlay). */
  node: ScreenNode;
  /** Who set the value at a key path under the node: originOfNodeValue(draft, base, ref, keyPath). */
  origin: OriginOf;
  /** The findings on this node, key paths under the node (locateFinding's keyPath). */
  findings: readonly FieldFinding[];
  /** setNodeValue(draft, base, ref, keyPath, value); null removes _base's value (merge-patch delete). */
  onSet: SetValue;
  /** resetNodeValue(draft, base, ref, keyPath). */
  onReset: ResetValue;
  /** The deployed app has no widget of node.type (also assumed when the catalog does not list it). */
  unknownType?: boolean;
  /** The part shown first ("hide behind a condition" opens Visibility). */
  part?: InspectorPart;
  /** Defaults to src/generated/studio/catalog.ts; tests pass a small one. */
  catalog?: StudioCatalog;
}

// rjsf and the forms arrive with the inspector, not with the studio's first screen.
const InspectorPanel = lazy(() => import('./InspectorPanel.tsx'));

export function Inspector(props: InspectorProps) {
  return (
    <Suspense fallback={<p role="status">Loading the inspector…</p>}>
      <InspectorPanel {...props} />
    </Suspense>
  );
}

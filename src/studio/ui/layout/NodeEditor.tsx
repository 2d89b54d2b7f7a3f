import { useMemo } from 'react';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { type PlacedFinding, errorsByNodeIn, fieldFinding } from '../../app/findings.ts';
import { originOfNodeValue, resetNodeValue, setNodeValue } from '../../draft/index.ts';
import * as catalog from '../../../generated/studio/catalog.ts';
import { Inspector } from '../inspector/index.ts';
import { NodeTreePanel, type NodeTreePanelProps } from '../tree/NodeTreePanel.tsx';
import { safeNodes } from '../tree/treeModel.ts';
import { PanelBoundary } from './PanelBoundary.tsx';

type Props = Pick<NodeTreePanelProps, 'label' | 'root' | 'idPrefix' | 'draft' | 'base' | 'bundle'> & { placed: readonly PlacedFinding[] };

const known = new Set(catalog.widgetTypes.map((t) => t.type as string));

/** A node list's tree and, beside it, the inspector of the selected node. */
export function NodeEditor({ label, root, idPrefix, draft, base, bundle, placed }: Props) {
  const actions = useStudioActions();
  const selection = useStudio((s) => s.selection);
  const errorsByNode = useMemo(() => errorsByNodeIn(placed, root.file), [placed, root.file]);

  const ref = useMemo(
    () => (selection?.node && selection.list && selection.list.file === root.file ? { list: selection.list, id: selection.node } : null),
    [selection, root.file],
  );
  const node = useMemo(() => (ref ? (safeNodes(bundle, ref.list).find((n) => n.id === ref.id) ?? null) : null), [bundle, ref]);
  const findings = useMemo(() => (ref ? placed.filter((p) => p.file === ref.list.file && p.node?.id === ref.id).map(fieldFinding) : []), [placed, ref]);

  return (
    <div className="studio-node-editor">
      <PanelBoundary name="The node tree">
        <NodeTreePanel
          label={label}
          root={root}
          idPrefix={idPrefix}
          draft={draft}
          base={base}
          bundle={bundle}
          widgetTypes={catalog.widgetTypes}
          loadWidgetForm={catalog.loadWidgetForm}
          errorsByNode={errorsByNode}
          selection={selection}
          onSelect={actions.select}
          onEdit={actions.edit}
        />
      </PanelBoundary>
      <PanelBoundary name="The inspector">
        {ref && node ? (
          <Inspector
            key={`${ref.id}|${selection?.part ?? ''}`}
            node={node}
            origin={(keyPath) => originOfNodeValue(draft, base, ref, keyPath)}
            findings={findings}
            onSet={(keyPath, value) => actions.edit((d, b) => setNodeValue(d, b, ref, keyPath, value), `${ref.id}/${keyPath.join('/')}`)}
            onReset={(keyPath) => actions.edit((d, b) => resetNodeValue(d, b, ref, keyPath))}
            unknownType={!known.has(node.type)}
            part={selection?.part}
          />
        ) : (
          <p className="studio-muted">Select a block in the tree (or tap one in the preview with “Tap to select” on) to edit it here.</p>
        )}
      </PanelBoundary>
    </div>
  );
}

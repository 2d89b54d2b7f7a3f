import { useCallback, useMemo, useState } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import type { ScreenNode } from '../../../generated/node.ts';
import type { DraftChange } from '../../app/context.ts';
import type { Selection } from '../../app/state.ts';
import { type Base, type Draft, type NodeListRef, type NodeRef, addNode, duplicateNode, moveNode, removeNode, uniqueNodeId } from '../../draft/index.ts';
import type { FormBundle } from '../inspector/types.ts';
import { Modal } from '../layout/Modal.tsx';
import { NO_FACTS, type RowFacts } from './NodeRow.tsx';
import { NodeTree } from './NodeTree.tsx';
import { type PaletteEntry, PaletteDialog } from './PaletteDialog.tsx';
import { defaultsOf } from './defaults.ts';
import { type TreeRow, brandTouches, idsIn, refOf, rowKey, rowName, safeNodes } from './treeModel.ts';

export interface NodeTreePanelProps {
  /** The tree's accessible name ("Screen nodes"). */
  label: string;
  root: NodeListRef;
  /** The prefix of new nodes' ids: the screen id, or the chrome area. */
  idPrefix: string;
  draft: Draft;
  base: Base;
  bundle: BrandBundle;
  widgetTypes: readonly PaletteEntry[];
  loadWidgetForm(type: string): Promise<FormBundle | null | undefined>;
  /** Error messages by node id (the live checks' findings located in this file). */
  errorsByNode: ReadonlyMap<string, string[]>;
  selection: Selection | null;
  onSelect(selection: Selection | null): void;
  onEdit(change: DraftChange, key?: string): void;
}

type Pending = { kind: 'palette'; list: NodeListRef; after: string | null; where: string } | { kind: 'delete'; ref: NodeRef; name: string };

/** The node tree with its actions on the selected block: add from the palette, duplicate, delete, hide, move. */
export function NodeTreePanel(props: NodeTreePanelProps) {
  const { label, root, idPrefix, draft, base, bundle, widgetTypes, errorsByNode, selection, onSelect, onEdit } = props;
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [slot, setSlot] = useState<TreeRow | null>(null);
  const nodes = useMemo(() => safeNodes(bundle, root), [bundle, root]);
  const known = useMemo(() => new Set(widgetTypes.map((t) => t.type)), [widgetTypes]);
  const baseIds = useMemo(() => idsIn(base.files[root.file]), [base, root.file]);

  const selectedNode: TreeRow | null = useMemo(() => {
    if (!selection?.node || !selection.list) return null;
    const list = selection.list;
    const items = safeNodes(bundle, list);
    const i = items.findIndex((n) => n.id === selection.node);
    if (i < 0) return null;
    return {
      key: rowKey(list, items[i].id),
      kind: 'node',
      level: 1,
      list,
      node: items[i],
      position: i + 1,
      setSize: items.length,
      parentKey: null,
      childKeys: [],
    };
  }, [selection, bundle]);
  const selectedKey = slot?.key ?? selectedNode?.key ?? null;

  const facts = useCallback(
    (row: TreeRow): RowFacts => {
      const node = row.node;
      const ref = refOf(row);
      if (!node || !ref) return NO_FACTS;
      return {
        unknown: !known.has(node.type),
        added: !baseIds.has(node.id),
        changed: brandTouches(draft, ref),
        conditional: node.when !== undefined,
        errors: errorsByNode.get(node.id) ?? [],
      };
    },
    [known, baseIds, draft, errorsByNode],
  );

  const select = (row: TreeRow) => {
    if (row.kind === 'slot') {
      setSlot(row);
      onSelect(null);
    } else if (row.node) {
      setSlot(null);
      onSelect({ file: root.file, list: row.list, node: row.node.id });
    }
  };
  const move = (ref: NodeRef, toIndex: number) => onEdit((d, b) => moveNode(d, b, ref, toIndex));
  const moveSelected = (by: number) => {
    const row = selectedNode;
    const ref = row && refOf(row);
    if (!row || !ref) return;
    const to = row.position - 1 + by;
    if (to < 0 || to >= row.setSize) return setAnnouncement(`${rowName(row)} is already ${by < 0 ? 'first' : 'last'} in its list`);
    move(ref, to);
    setAnnouncement(`Moved ${rowName(row)} to position ${to + 1} of ${row.setSize}`);
  };

  const addOf = async (type: string, list: NodeListRef, after: string | null) => {
    setPending(null);
    let form: FormBundle | null | undefined = null;
    try {
      form = await props.loadWidgetForm(type);
    } catch (e) {
      setProblem(`The form of ${type} could not load (${e instanceof Error ? e.message : String(e)}): the block was added without default props.`);
    }
    const id = uniqueNodeId(draft, base, root.file, `${idPrefix}.${type}`);
    const defaults = defaultsOf(form?.schema);
    const node = { id, type, ...(defaults !== undefined ? { props: defaults } : {}) } as ScreenNode;
    onEdit((d, b) => addNode(d, b, list, node, after));
    onSelect({ file: root.file, list, node: id });
    setSlot(null);
    setAnnouncement(`Added ${type} ${id}`);
  };

  const duplicate = () => {
    const ref = selectedNode && refOf(selectedNode);
    if (!ref) return;
    let copy = '';
    onEdit((d, b) => {
      const out = duplicateNode(d, b, ref);
      copy = out.id;
      return out.draft;
    });
    if (copy) {
      onSelect({ file: root.file, list: ref.list, node: copy });
      setAnnouncement(`Duplicated ${ref.id} as ${copy}`);
    }
  };

  const remove = (ref: NodeRef) => {
    setPending(null);
    onEdit((d, b) => removeNode(d, b, ref));
    onSelect(null);
    setAnnouncement(`${baseIds.has(ref.id) ? 'Hid' : 'Deleted'} ${ref.id}`);
  };
  const askRemove = () => {
    const row = selectedNode;
    const ref = row && refOf(row);
    if (!row || !ref) return;
    if (baseIds.has(ref.id)) setPending({ kind: 'delete', ref, name: rowName(row) });
    else remove(ref);
  };

  const none = !selectedNode;
  const lastRoot = nodes.at(-1)?.id ?? null;
  return (
    <section className="studio-nodes" aria-labelledby="studio-nodes-heading">
      <h2 id="studio-nodes-heading" className="studio-h2">
        {label}
      </h2>
      <div className="studio-toolbar" role="group" aria-label="Block actions">
        <button
          type="button"
          className="studio-button"
          disabled={none && !slot}
          onClick={() => {
            if (slot) setPending({ kind: 'palette', list: slot.list, after: null, where: `into slot ${slot.slotName}` });
            else if (selectedNode?.node)
              setPending({ kind: 'palette', list: selectedNode.list, after: selectedNode.node.id, where: `after ${selectedNode.node.id}` });
          }}
        >
          Add block after
        </button>
        <button type="button" className="studio-button" onClick={() => setPending({ kind: 'palette', list: root, after: lastRoot, where: 'at the end' })}>
          Add block at the end
        </button>
        <button type="button" className="studio-button" disabled={none} onClick={duplicate}>
          Duplicate
        </button>
        <button type="button" className="studio-button" disabled={none} onClick={askRemove}>
          Delete
        </button>
        <button type="button" className="studio-button" disabled={none} onClick={() => selection && onSelect({ ...selection, part: 'visibility' })}>
          Hide behind a condition
        </button>
        <button type="button" className="studio-button" disabled={none || selectedNode?.position === 1} onClick={() => moveSelected(-1)}>
          Move up
        </button>
        <button type="button" className="studio-button" disabled={none || selectedNode?.position === selectedNode?.setSize} onClick={() => moveSelected(1)}>
          Move down
        </button>
      </div>
      {problem && (
        <p className="studio-alert" role="alert">
          {problem}{' '}
          <button type="button" className="studio-button" onClick={() => setProblem(null)}>
            Dismiss
          </button>
        </p>
      )}
      <NodeTree label={label} root={root} nodes={nodes} facts={facts} selectedKey={selectedKey} onSelect={select} onMove={move} announce={setAnnouncement} />
      <div className="studio-visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>
      {pending?.kind === 'palette' && (
        <PaletteDialog
          title={`Add a block ${pending.where}`}
          types={widgetTypes}
          onClose={() => setPending(null)}
          onChoose={(type) => void addOf(type, pending.list, pending.after)}
        />
      )}
      {pending?.kind === 'delete' && (
        <Modal title={`Hide ${pending.name} for this brand?`} onClose={() => setPending(null)}>
          <p>
            {pending.ref.id} comes from _base. Deleting it hides it for this brand only: the brand's overlay says {'"$remove": true'} for it, and other brands
            keep it.
          </p>
          <div className="studio-actions">
            <button type="button" className="studio-button studio-button--danger" onClick={() => remove(pending.ref)}>
              Hide it for this brand
            </button>
            <button type="button" className="studio-button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

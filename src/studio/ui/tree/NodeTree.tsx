import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Fragment, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { ScreenNode } from '../../../generated/node.ts';
import type { NodeListRef, NodeRef } from '../../draft/index.ts';
import { NodeRow, type RowFacts, SlotRow } from './NodeRow.tsx';
import { type TreeRow, buildRows, refOf, rowName } from './treeModel.ts';

interface Props {
  /** The tree's accessible name: "Screen nodes", "Bottom bar nodes". */
  label: string;
  root: NodeListRef;
  nodes: ScreenNode[];
  facts(row: TreeRow): RowFacts;
  selectedKey: string | null;
  onSelect(row: TreeRow): void;
  /** Move a node within its list (keyboard, drag): the draft model's moveNode. */
  onMove(ref: NodeRef, toIndex: number): void;
  /** Says a move in the panel's live region ("Moved X to position 3 of 7"). */
  announce(message: string): void;
}

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };
const INSTRUCTIONS =
  'To move a block, press Alt with the up or down arrow. Or press Space to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel.';

/**
 * The node tree of one node list (a screen's body or a chrome area): a WAI-ARIA tree (arrows move, Right and Left
 * open and close, Enter selects), whose blocks are reordered by Alt+Arrow, by dragging, or by dnd-kit's keyboard
 * drag (Space). Every move is announced and goes through `onMove`.
 */
export function NodeTree({ label, root, nodes, facts, selectedKey, onSelect, onMove, announce }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const refocus = useRef(false);
  const treeRef = useRef<HTMLUListElement>(null);
  const { all, visible } = useMemo(() => buildRows(root, nodes, expanded), [root, nodes, expanded]);

  // A node selected elsewhere (the preview, a finding) is shown: its ancestors open, and it takes the focus stop.
  useEffect(() => {
    if (!selectedKey || !all.has(selectedKey)) return;
    const chain: string[] = [];
    for (let k = all.get(selectedKey)?.parentKey; k; k = all.get(k)?.parentKey) chain.push(k);
    if (chain.some((k) => !expanded.has(k))) setExpanded((prev) => new Set([...prev, ...chain]));
    setFocusKey(selectedKey);
  }, [selectedKey, all, expanded]);

  const current = focusKey && visible.some((r) => r.key === focusKey) ? focusKey : (visible[0]?.key ?? null);

  useEffect(() => {
    if (!refocus.current || !current) return;
    refocus.current = false;
    treeRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(current)}"]`)?.focus();
  });

  const focusRow = (key: string | undefined) => {
    if (!key) return;
    refocus.current = true;
    setFocusKey(key);
  };
  const toggle = (key: string, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const move = (row: TreeRow, by: number) => {
    const ref = refOf(row);
    const to = row.position - 1 + by;
    if (!ref || to < 0 || to >= row.setSize) {
      announce(`${rowName(row)} is already ${by < 0 ? 'first' : 'last'} in its list`);
      return;
    }
    onMove(ref, to);
    announce(`Moved ${rowName(row)} to position ${to + 1} of ${row.setSize}`);
    focusRow(row.key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (dragging) return;
    const key = (e.target as HTMLElement).closest('[role="treeitem"]')?.getAttribute('data-key');
    const row = key ? all.get(key) : undefined;
    if (!row) return;
    const at = visible.findIndex((r) => r.key === row.key);
    const open = expanded.has(row.key);
    let handled = true;
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) move(row, e.key === 'ArrowUp' ? -1 : 1);
    else if (e.key === 'ArrowDown') focusRow(visible[at + 1]?.key);
    else if (e.key === 'ArrowUp') focusRow(visible[at - 1]?.key);
    else if (e.key === 'Home') focusRow(visible[0]?.key);
    else if (e.key === 'End') focusRow(visible.at(-1)?.key);
    else if (e.key === 'ArrowRight') {
      if (row.childKeys.length === 0) handled = false;
      else if (!open) toggle(row.key, true);
      else focusRow(row.childKeys[0]);
    } else if (e.key === 'ArrowLeft') {
      if (open) toggle(row.key, false);
      else if (row.parentKey) focusRow(row.parentKey);
      else handled = false;
    } else if (e.key === 'Enter') onSelect(row);
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  const nameOf = (id: unknown) => {
    const row = all.get(String(id));
    return row ? rowName(row) : String(id);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const from = all.get(String(active.id));
    const to = over ? all.get(String(over.id)) : undefined;
    const ref = from && refOf(from);
    if (!from || !to || !ref || to.key === from.key) return;
    if (to.parentKey !== from.parentKey || to.kind !== 'node') {
      announce(`${rowName(from)} stays where it was: blocks move only within their own list`);
      return;
    }
    onMove(ref, to.position - 1);
    focusRow(from.key);
  };

  const onClick = (row: TreeRow) => {
    setFocusKey(row.key);
    if (row.childKeys.length > 0 && row.key === selectedKey) toggle(row.key, !expanded.has(row.key));
    onSelect(row);
  };

  // Flat rows (aria-level tells the depth): a row's text is its own, never its children's. Each list is one
  // sortable context; its rows' slots and children follow each row.
  const renderList = (keys: string[]) => (
    <SortableContext items={keys} strategy={verticalListSortingStrategy}>
      {keys.map((k) => {
        const row = all.get(k);
        return row ? renderRow(row) : null;
      })}
    </SortableContext>
  );
  const renderRow = (row: TreeRow): React.ReactNode => {
    const open = expanded.has(row.key);
    const common = { row, open, selected: row.key === selectedKey, focused: row.key === current, onClick };
    const below = open ? (row.kind === 'node' ? row.childKeys.map((k) => all.get(k)).map((slot) => slot && renderRow(slot)) : renderList(row.childKeys)) : null;
    return (
      <Fragment key={row.key}>
        {row.kind === 'node' ? <NodeRow {...common} facts={facts(row)} /> : <SlotRow {...common} />}
        {below}
      </Fragment>
    );
  };
  const rootKeys = visible.filter((r) => r.level === 1).map((r) => r.key);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) => {
            const row = over ? all.get(String(over.id)) : undefined;
            return row ? `${nameOf(active.id)} is over position ${row.position} of ${row.setSize}.` : `${nameOf(active.id)} is not over a position.`;
          },
          onDragEnd: ({ active, over }) => {
            const row = over ? all.get(String(over.id)) : undefined;
            return row ? `Moved ${nameOf(active.id)} to position ${row.position} of ${row.setSize}.` : `${nameOf(active.id)} was dropped where it was.`;
          },
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      {nodes.length === 0 ? (
        <p className="studio-muted">This list has no blocks yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a WAI-ARIA tree of list items, keyboard handled below.
        <ul ref={treeRef} role="tree" aria-label={label} className="studio-tree" onKeyDown={onKeyDown}>
          {renderList(rootKeys)}
        </ul>
      )}
    </DndContext>
  );
}

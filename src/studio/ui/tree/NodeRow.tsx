import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { plural } from '../../plural.ts';
import type { TreeRow } from './treeModel.ts';

/** What a row says about its node besides type and id. */
export interface RowFacts {
  /** The type is not in the deployed catalog: kept and shown, never dropped. */
  unknown: boolean;
  /** A node the brand added (not in _base). */
  added: boolean;
  /** A base node the brand changed, placed or ordered. */
  changed: boolean;
  /** Shown only when its condition holds (`when`). */
  conditional: boolean;
  /** Messages of the errors found on the node. */
  errors: string[];
}

export const NO_FACTS: RowFacts = { unknown: false, added: false, changed: false, conditional: false, errors: [] };

interface Props {
  row: TreeRow;
  facts: RowFacts;
  open: boolean;
  selected: boolean;
  focused: boolean;
  onClick(row: TreeRow): void;
}

/** The facts in words: the badges' text and the row's accessible description. */
function factsText(facts: RowFacts): string[] {
  const out: string[] = [];
  if (facts.unknown) out.push('Unknown widget: this build has no such widget type; kept as it is');
  if (facts.added) out.push('Added by this brand');
  else if (facts.changed) out.push('Changed by this brand');
  if (facts.conditional) out.push('Hidden behind a condition');
  if (facts.errors.length > 0) out.push(`${plural(facts.errors.length, 'error')}: ${facts.errors.join('; ')}`);
  return out;
}

const indent = (level: number) => ({ paddingInlineStart: `${(level - 1) * 1.25 + 0.5}rem` });

/** A node of the tree: a treeitem that is also a sortable (drag it, or Space to pick it up by keyboard). */
export function NodeRow({ row, facts, open, selected, focused, onClick }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.key });
  const descId = `desc-${row.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const nameId = `name-${row.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const node = row.node;
  const words = factsText(facts);
  const ref = (el: HTMLLIElement | null) => {
    setNodeRef(el);
    setActivatorNodeRef(el);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown handler (NodeTree) selects with Enter and moves with the arrows.
    <li
      ref={ref}
      {...listeners}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.setSize}
      aria-expanded={row.childKeys.length > 0 ? open : undefined}
      aria-selected={selected}
      aria-labelledby={nameId}
      aria-describedby={[words.length > 0 ? descId : '', attributes['aria-describedby']].filter(Boolean).join(' ')}
      tabIndex={focused ? 0 : -1}
      data-key={row.key}
      className={`studio-tree__item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onClick={(e) => {
        e.stopPropagation();
        onClick(row);
      }}
    >
      <div className={`studio-tree__row${selected ? ' is-selected' : ''}${facts.errors.length > 0 ? ' has-error' : ''}`} style={indent(row.level)}>
        <span className="studio-tree__twisty" aria-hidden="true">
          {row.childKeys.length > 0 ? (open ? '▾' : '▸') : ''}
        </span>
        {/* The row's name: the visible type and id (badges and children are not part of it). */}
        <span id={nameId}>
          <span className="studio-tree__type">{node?.type}</span> <span className="studio-tree__id">{node?.id}</span>
        </span>
        {/* Badges draw their word with CSS (data-badge): the row's visible text stays its name, and the same facts
            are its accessible description in full sentences. */}
        {facts.unknown && <span className="studio-badge studio-badge--warn" data-badge="unknown widget" />}
        {facts.added && <span className="studio-badge" data-badge="added" />}
        {!facts.added && facts.changed && <span className="studio-badge" data-badge="changed" />}
        {facts.conditional && <span className="studio-badge" data-badge="condition" />}
        {facts.errors.length > 0 && <span className="studio-badge studio-badge--error" data-badge={plural(facts.errors.length, 'error')} />}
        {words.length > 0 && (
          <span id={descId} hidden>
            {words.join('. ')}
          </span>
        )}
      </div>
    </li>
  );
}

/** A named slot of a node: the list its children are in (not movable itself). */
export function SlotRow({ row, open, selected, focused, onClick }: Omit<Props, 'facts'>) {
  const nameId = `name-${row.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown handler (NodeTree) selects with Enter and moves with the arrows.
    <li
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.setSize}
      aria-expanded={row.childKeys.length > 0 ? open : undefined}
      aria-selected={selected}
      aria-labelledby={nameId}
      tabIndex={focused ? 0 : -1}
      data-key={row.key}
      className="studio-tree__item"
      onClick={(e) => {
        e.stopPropagation();
        onClick(row);
      }}
    >
      <div className={`studio-tree__row studio-tree__row--slot${selected ? ' is-selected' : ''}`} style={indent(row.level)}>
        <span className="studio-tree__twisty" aria-hidden="true">
          {row.childKeys.length > 0 ? (open ? '▾' : '▸') : ''}
        </span>
        <span id={nameId}>
          slot <span className="studio-tree__id">{row.slotName}</span>
        </span>
        {row.childKeys.length === 0 && <span className="studio-badge" data-badge="empty" />}
      </div>
    </li>
  );
}

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Selection } from '../../../src/studio/app/state.ts';
import { type Base, type Draft, composeDraft, nodesOf } from '../../../src/studio/draft/index.ts';
import type { DraftChange } from '../../../src/studio/app/context.ts';
import type { FormBundle } from '../../../src/studio/ui/inspector/types.ts';
import { NodeTreePanel } from '../../../src/studio/ui/tree/NodeTreePanel.tsx';

afterEach(cleanup);

const LIST = { file: 'screens/home.json', path: ['body'] };

const base: Base = {
  hash: 'test',
  files: {
    'brand.json': { schemaVersion: 2, id: '_base', languages: { default: 'EN', supported: ['EN'] } },
    'screens/home.json': {
      schemaVersion: 2,
      id: 'home',
      paths: ['/m/home'],
      chrome: { topBar: true, bottomBar: true },
      body: [
        { id: 'home.banners', type: 'bannerCarousel' },
        { id: 'home.notices', type: 'noticeMarquee', when: { var: 'session.loggedIn' } },
        { id: 'home.old', type: 'retiredWidget', props: { size: 3 }, slots: { children: [{ id: 'home.old.child', type: 'noticeMarquee' }] } },
      ],
    },
  },
};

const widgetTypes = [
  { type: 'bannerCarousel', description: 'A carousel of the brand banners.', data: [], events: [] },
  { type: 'noticeMarquee', description: 'Scrolling notices.', data: [], events: [] },
  { type: 'gameSearch', description: 'Search the game catalogue by name.', data: [], events: [] },
];

const gameSearchForm = {
  schema: {
    type: 'object',
    properties: { pageSize: { type: 'integer', default: 12 }, debounceMs: { type: 'integer', default: 300 }, hint: { type: 'string' } },
  },
  validator: {},
} as unknown as FormBundle;

/** The panel over a live draft, as the store would hold it; `onEdit` is watched. */
function Harness({
  onEdit,
  onSelect,
  errors = new Map(),
}: {
  onEdit?: (change: DraftChange) => void;
  onSelect?: (s: Selection | null) => void;
  errors?: Map<string, string[]>;
}) {
  const [draft, setDraft] = useState<Draft>({ brand: 'royal', parent: 1, files: {} });
  const [selection, setSelection] = useState<Selection | null>(null);
  (globalThis as { __draft?: Draft }).__draft = draft;
  return (
    <NodeTreePanel
      label="Screen nodes"
      root={LIST}
      idPrefix="home"
      draft={draft}
      base={base}
      bundle={composeDraft(base, draft)}
      widgetTypes={widgetTypes}
      loadWidgetForm={async (type) => (type === 'gameSearch' ? gameSearchForm : undefined)}
      errorsByNode={errors}
      selection={selection}
      onSelect={(s) => {
        onSelect?.(s);
        setSelection(s);
      }}
      onEdit={(change) => {
        onEdit?.(change);
        setDraft((d) => change(d, base));
      }}
    />
  );
}

const currentDraft = () => (globalThis as { __draft?: Draft }).__draft as Draft;
const order = () => nodesOf(composeDraft(base, currentDraft()), LIST).map((n) => n.id);

describe('the studio node tree', () => {
  it('reorders a block with Alt+ArrowUp through the draft model and announces where it went', async () => {
    const onEdit = vi.fn();
    render(<Harness onEdit={onEdit} />);
    const tree = screen.getByRole('tree', { name: 'Screen nodes' });
    const item = within(tree).getByRole('treeitem', { name: 'noticeMarquee home.notices' });
    expect(item.getAttribute('aria-posinset')).toBe('2');
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(order()).toEqual(['home.notices', 'home.banners', 'home.old']);
    // The overlay says only the order (the minimal patch a person would write).
    expect(JSON.stringify(currentDraft().files['screens/home.json'])).toContain('"$order"');
    expect(screen.getByText('Moved noticeMarquee home.notices to position 1 of 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'noticeMarquee home.notices' }).getAttribute('aria-posinset')).toBe('1'));
  });

  it('moves the selected block with the Move down button, and says so', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' }));
    expect(screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move down' }));
    expect(order()).toEqual(['home.notices', 'home.banners', 'home.old']);
    expect(screen.getByText('Moved bannerCarousel home.banners to position 2 of 3')).toBeTruthy();
  });

  it('moves the focus with the arrow keys and selects with Enter', () => {
    render(<Harness />);
    const first = screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' });
    expect(first.tabIndex).toBe(0);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByRole('treeitem', { name: 'noticeMarquee home.notices' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(second.getAttribute('aria-selected')).toBe('true');
  });

  it('shows a node of a type this build does not know as "unknown widget", never dropping it', () => {
    render(<Harness />);
    const item = screen.getByRole('treeitem', { name: 'retiredWidget home.old' });
    expect(item.querySelector('[data-badge="unknown widget"]')).not.toBeNull();
    const description = document.getElementById(item.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(description?.textContent).toMatch(/Unknown widget/);
    // The node behind a condition says so too.
    const notices = screen.getByRole('treeitem', { name: 'noticeMarquee home.notices' });
    expect(notices.querySelector('[data-badge="condition"]')).not.toBeNull();
  });

  it('marks a node with an error in its badge and its accessible description', () => {
    render(<Harness errors={new Map([['home.banners', ['speed must be at least 100']]])} />);
    const item = screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' });
    expect(item.querySelector('[data-badge="1 error"]')).not.toBeNull();
    const description = document.getElementById(item.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(description?.textContent).toContain('speed must be at least 100');
  });

  it('adds a block from the palette after the selected one, with a fresh id and its schema defaults', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add block after' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a block after home.banners' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search widget types' }), { target: { value: 'catalogue' } });
    const choice = within(dialog).getByRole('button', { name: 'gameSearch' });
    expect(within(dialog).queryByRole('button', { name: 'bannerCarousel' })).toBeNull();
    fireEvent.click(choice);
    await waitFor(() => expect(order()).toEqual(['home.banners', 'home.gameSearch', 'home.notices', 'home.old']));
    const added = nodesOf(composeDraft(base, currentDraft()), LIST).find((n) => n.id === 'home.gameSearch');
    expect(added?.props).toEqual({ pageSize: 12, debounceMs: 300 });
    const item = await screen.findByRole('treeitem', { name: 'gameSearch home.gameSearch' });
    expect(item.querySelector('[data-badge="added"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens a node's slots with ArrowRight: their rows one level down, their blocks two", () => {
    render(<Harness />);
    const old = screen.getByRole('treeitem', { name: 'retiredWidget home.old' });
    expect(old.getAttribute('aria-expanded')).toBe('false');
    act(() => old.focus());
    fireEvent.keyDown(old, { key: 'ArrowRight' });
    expect(old.getAttribute('aria-expanded')).toBe('true');
    const slot = screen.getByRole('treeitem', { name: 'slot children' });
    expect(slot.getAttribute('aria-level')).toBe('2');
    fireEvent.keyDown(old, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(slot);
    fireEvent.keyDown(slot, { key: 'ArrowRight' });
    expect(screen.getByRole('treeitem', { name: 'noticeMarquee home.old.child' }).getAttribute('aria-level')).toBe('3');
    fireEvent.keyDown(slot, { key: 'ArrowLeft' });
    expect(screen.queryByRole('treeitem', { name: 'noticeMarquee home.old.child' })).toBeNull();
  });

  it('"Hide behind a condition" asks the inspector for the Visibility part of the selected node', () => {
    const selections: (Selection | null)[] = [];
    render(<Harness onSelect={(s) => selections.push(s)} />);
    fireEvent.click(screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide behind a condition' }));
    expect(selections.at(-1)).toEqual({ file: 'screens/home.json', list: LIST, node: 'home.banners', part: 'visibility' });
  });

  it('asks before hiding a base block, and hides it for this brand only', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('treeitem', { name: 'bannerCarousel home.banners' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide bannerCarousel home.banners for this brand?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide it for this brand' }));
    expect(order()).toEqual(['home.notices', 'home.old']);
    expect(JSON.stringify(currentDraft().files['screens/home.json'])).toContain('"$remove":true');
  });
});

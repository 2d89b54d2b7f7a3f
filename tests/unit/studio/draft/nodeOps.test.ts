import { describe, expect, it } from 'vitest';
import {
  addNode,
  composeDraft,
  draftFileTexts,
  duplicateNode,
  moveNode,
  nodesOf,
  removeNode,
  uniqueNodeId,
  type NodeListRef,
} from '../../../../src/studio/draft/index.ts';
import { composedNode, homeBody, homeSlot, idsOf, node, overlayBody, realBase, royalDraft } from './fixtures.ts';

const base = realBase();
const royal = royalDraft();
const orderOf = (list: unknown[]): unknown => (list.find((e) => Array.isArray((e as { $order?: unknown }).$order)) as { $order?: unknown } | undefined)?.$order;
const moved = (ids: string[], id: string, to: number): string[] => {
  const out = ids.filter((x) => x !== id);
  out.splice(to, 0, id);
  return out;
};

describe('nodesOf', () => {
  it('reads the composed nodes of a slot', () => {
    expect(nodesOf(composeDraft(base, royal), homeSlot).map((n) => n.id)).toEqual(['home.jiliRow', 'home.hotRow', 'home.vendorBlocks']);
  });
});

describe('moveNode', () => {
  const plainScreen = Object.keys(base.files).find(
    (f) => /^screens\//.test(f) && !royal.files[f] && ((base.files[f] as { body: unknown[] }).body?.length ?? 0) >= 3,
  ) as string;
  const plain: NodeListRef = { file: plainScreen, path: ['body'] };

  it('swapping two nodes of an unchanged screen writes one $order of the two, and moving back drops the file', () => {
    const ids = idsOf(base, royal, plain);
    const d = moveNode(royal, base, node(plain, ids[1]), 0);
    expect(idsOf(base, d, plain)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    expect(d.files[plainScreen]).toEqual({
      $schema: '../../../src/generated/editor/screen.patch.json',
      schemaVersion: 2,
      body: [{ $order: [ids[1], ids[0]] }],
    });
    const back = moveNode(d, base, node(plain, ids[1]), 1);
    expect(idsOf(base, back, plain)).toEqual(ids);
    expect(draftFileTexts(back)).toEqual(draftFileTexts(royal));
  });

  it('on royal home the $order is recomputed from the list without it (ids whose place changed only)', () => {
    const ids = idsOf(base, royal, homeBody);
    for (const [id, to] of [
      ['home.search', 0],
      ['home.search', ids.length - 1],
      ['home.invite', 0],
      ['home.footer', 2],
    ] as const) {
      const want = moved(ids, id, to);
      const d = moveNode(royal, base, node(homeBody, id), to);
      expect(idsOf(base, d, homeBody)).toEqual(want);
      const order = orderOf(overlayBody(d)) as string[];
      const without = overlayBody(d).filter((e) => !(e as { $order?: unknown }).$order);
      const unordered = idsOf(
        base,
        { ...d, files: { ...d.files, 'screens/home.json': { ...(d.files['screens/home.json'] as object), body: without } } },
        homeBody,
      );
      expect(order ?? []).toEqual(want.filter((x, i) => unordered[i] !== x));
      // The $order entry stays where it was (last), or goes when the list needs none.
      if (order) expect(overlayBody(d).at(-1)).toEqual({ $order: order });
      else expect(overlayBody(d)).toEqual(overlayBody(royal).slice(0, -1));
    }
  });

  it('moving a block down by one (the keyboard journey) and back leaves royal byte-identical', () => {
    const ids = idsOf(base, royal, homeBody);
    const at = ids.indexOf('home.search');
    const d = moveNode(royal, base, node(homeBody, 'home.search'), at + 1);
    expect(idsOf(base, d, homeBody)).toEqual(moved(ids, 'home.search', at + 1));
    const back = moveNode(d, base, node(homeBody, 'home.search'), at);
    expect(draftFileTexts(back)).toEqual(draftFileTexts(royal));
  });

  it('a node the brand adds may move by its own anchor', () => {
    const ids = idsOf(base, royal, homeBody);
    const d = moveNode(royal, base, node(homeBody, 'home.winners'), ids.length - 1);
    expect(idsOf(base, d, homeBody)).toEqual(moved(ids, 'home.winners', ids.length - 1));
    const entry = overlayBody(d).find((e) => (e as { id?: string }).id === 'home.winners') as Record<string, unknown>;
    expect(entry.$after).toBe(ids.filter((x) => x !== 'home.winners').at(-1));
    expect(orderOf(overlayBody(d))).toEqual(orderOf(overlayBody(royal)));
  });

  it('moves in a slot list', () => {
    const ids = idsOf(base, royal, homeSlot);
    const d = moveNode(royal, base, node(homeSlot, 'home.vendorBlocks'), 0);
    expect(idsOf(base, d, homeSlot)).toEqual(moved(ids, 'home.vendorBlocks', 0));
  });
});

describe('addNode, removeNode, duplicateNode', () => {
  it('adds a node after another (royal reorders home, so the $order follows) and first', () => {
    const ids = idsOf(base, royal, homeBody);
    const d = addNode(royal, base, homeBody, { id: 'home.promo', type: 'bannerCarousel', props: { speed: 500 } }, 'home.banners');
    const want = [...ids];
    want.splice(ids.indexOf('home.banners') + 1, 0, 'home.promo');
    expect(idsOf(base, d, homeBody)).toEqual(want);
    expect(overlayBody(d).find((e) => (e as { id?: string }).id === 'home.promo')).toMatchObject({
      id: 'home.promo',
      type: 'bannerCarousel',
      props: { speed: 500 },
    });
    const first = addNode(royal, base, homeBody, { id: 'home.top', type: 'inviteBar' }, null);
    expect(idsOf(base, first, homeBody)).toEqual(['home.top', ...ids]);
    expect(() => addNode(royal, base, homeBody, { id: 'home.banners', type: 'inviteBar' }, null)).toThrow(/already/);
  });

  it('adds to an unchanged screen with a plain $after', () => {
    const ref: NodeListRef = { file: 'screens/mine.json', path: ['body'] };
    const d = addNode(royal, base, ref, { id: 'mine.note', type: 'inviteBar' }, 'mine.memberCentre');
    expect((d.files['screens/mine.json'] as { body: unknown }).body).toEqual([{ id: 'mine.note', type: 'inviteBar', $after: 'mine.memberCentre' }]);
    expect(idsOf(base, d, ref)).toEqual(['mine.memberCentre', 'mine.note']);
    expect(draftFileTexts(removeNode(d, base, node(ref, 'mine.note')))).toEqual(draftFileTexts(royal));
  });

  it('removes a base node by $remove (dropping its other keys), a brand node by its entry', () => {
    const ids = idsOf(base, royal, homeBody);
    const footer = removeNode(royal, base, node(homeBody, 'home.footer'));
    expect(overlayBody(footer).filter((e) => (e as { id?: string }).id === 'home.footer')).toEqual([{ id: 'home.footer', $remove: true }]);
    expect(idsOf(base, footer, homeBody)).toEqual(ids.filter((x) => x !== 'home.footer'));
    const help = removeNode(royal, base, node(homeBody, 'home.help'));
    expect(overlayBody(help).at(-2)).toEqual({ id: 'home.help', $remove: true });
    expect(idsOf(base, help, homeBody)).toEqual(ids.filter((x) => x !== 'home.help'));
    const winners = removeNode(royal, base, node(homeBody, 'home.winners'));
    expect(overlayBody(winners).some((e) => (e as { id?: string }).id === 'home.winners')).toBe(false);
    expect(idsOf(base, winners, homeBody)).toEqual(ids.filter((x) => x !== 'home.winners'));
    const banners = removeNode(royal, base, node(homeBody, 'home.banners'));
    expect(idsOf(base, banners, homeBody)).toEqual(ids.filter((x) => x !== 'home.banners'));
    expect(orderOf(overlayBody(banners))).not.toContain('home.banners');
    const inSlot = removeNode(royal, base, node(homeSlot, 'home.jiliRow'));
    expect(idsOf(base, inSlot, homeSlot)).toEqual(['home.hotRow', 'home.vendorBlocks']);
  });

  it('duplicates a node with its slots under new ids, right after it', () => {
    const ids = idsOf(base, royal, homeBody);
    const ref = node(homeBody, 'home.categories');
    const { draft: d, id } = duplicateNode(royal, base, ref);
    expect(id).toBe('home.categories-copy');
    const want = [...ids];
    want.splice(ids.indexOf('home.categories') + 1, 0, id);
    expect(idsOf(base, d, homeBody)).toEqual(want);
    const copy = composedNode(base, d, node(homeBody, id));
    expect(copy?.slots?.home.map((n) => n.id)).toEqual(['home.jiliRow-copy', 'home.hotRow-copy', 'home.vendorBlocks-copy']);
    expect({ ...copy, id: 'home.categories', slots: undefined }).toEqual({ ...composedNode(base, royal, ref), slots: undefined });
    const again = duplicateNode(d, base, ref);
    expect(again.id).toBe('home.categories-copy2');
    expect(composedNode(base, again.draft, node(homeBody, again.id))?.slots?.home[0].id).toBe('home.jiliRow-copy2');
    expect(uniqueNodeId(royal, base, 'screens/home.json', 'home.new')).toBe('home.new');
    expect(uniqueNodeId(royal, base, 'screens/home.json', 'home.banners')).toBe('home.banners-2');
  });

  it('a node inside a node the brand adds moves and goes inside that entry', () => {
    const { draft: d, id } = duplicateNode(royal, base, node(homeBody, 'home.categories'));
    const slot: NodeListRef = { file: 'screens/home.json', path: ['body', `#${id}`, 'slots', 'home'] };
    const m = moveNode(d, base, node(slot, 'home.vendorBlocks-copy'), 0);
    expect(idsOf(base, m, slot)).toEqual(['home.vendorBlocks-copy', 'home.jiliRow-copy', 'home.hotRow-copy']);
    const entry = overlayBody(m).find((e) => (e as { id?: string }).id === id) as { slots: { home: { id: string }[] } };
    expect(entry.slots.home.map((n) => n.id)).toEqual(['home.vendorBlocks-copy', 'home.jiliRow-copy', 'home.hotRow-copy']);
    const r = removeNode(m, base, node(slot, 'home.jiliRow-copy'));
    expect(idsOf(base, r, slot)).toEqual(['home.vendorBlocks-copy', 'home.hotRow-copy']);
  });
});

import { describe, expect, it } from 'vitest';
import { composeDraft, draftFileTexts, nodesOf, originOfNodeValue, resetNodeValue, setNodeValue } from '../../../../src/studio/draft/index.ts';
import { composedNode, homeBody, homeSlot, node, overlayBody, realBase, royalDraft } from './fixtures.ts';

const base = realBase();
const royal = royalDraft();
const carousel = node(homeBody, 'home.banners');

describe('setNodeValue / resetNodeValue on royal home', () => {
  it('the carousel speed is one merge entry, put before the list-closing $order', () => {
    const d = setNodeValue(royal, base, carousel, ['props', 'speed'], 800);
    const before = overlayBody(royal);
    const after = overlayBody(d);
    expect(after).toEqual([...before.slice(0, -1), { id: 'home.banners', props: { speed: 800 } }, before.at(-1)]);
    expect(composedNode(base, d, carousel)?.props).toMatchObject({ speed: 800, delay: 5000 });
    expect(Object.keys(d.files)).toEqual(Object.keys(royal.files));
    expect(d.files['brand.json']).toBe(royal.files['brand.json']);
    expect(originOfNodeValue(d, base, carousel, ['props', 'speed'])).toBe('brand');
    expect(originOfNodeValue(d, base, carousel, ['props', 'delay'])).toBe('base');
    expect(originOfNodeValue(d, base, carousel, ['props', 'nothing'])).toBe('none');
    // Undone: the files are what they were, byte for byte.
    expect(draftFileTexts(resetNodeValue(d, base, carousel, ['props', 'speed']))).toEqual(draftFileTexts(royal));
    expect(draftFileTexts(setNodeValue(d, base, carousel, ['props', 'speed'], 1000))).toEqual(draftFileTexts(royal));
  });

  it('a node in a slot is patched inside its parent entry, and reset leaves nothing behind', () => {
    const fav = node({ file: 'screens/home.json', path: ['body', '#home.categories', 'slots', 'fav'] }, 'home.favList');
    const d = setNodeValue(royal, base, fav, ['props', 'labelKey'], 'my_favourites');
    const categories = overlayBody(d).find((e) => (e as { id?: string }).id === 'home.categories') as { slots: Record<string, unknown> };
    expect(categories.slots.fav).toEqual([{ id: 'home.favList', props: { labelKey: 'my_favourites' } }]);
    expect(categories.slots.home).toEqual((overlayBody(royal)[1] as { slots: { home: unknown } }).slots.home);
    expect(composedNode(base, d, fav)?.props).toEqual({ labelKey: 'my_favourites' });
    expect(draftFileTexts(resetNodeValue(d, base, fav, ['props', 'labelKey']))).toEqual(draftFileTexts(royal));
  });

  it('a chrome node of a brand.json without chrome gets chrome.<area>: [entry]', () => {
    const promo = node({ file: 'brand.json', path: ['chrome', 'bottomBar'] }, 'bottom.promotion');
    const d = setNodeValue(royal, base, promo, ['props', 'labelKey'], 'offers');
    expect((d.files['brand.json'] as Record<string, unknown>).chrome).toEqual({ bottomBar: [{ id: 'bottom.promotion', props: { labelKey: 'offers' } }] });
    expect(nodesOf(composeDraft(base, d), promo.list).map((n) => n.id)).toEqual(nodesOf(composeDraft(base, royal), promo.list).map((n) => n.id));
    const back = resetNodeValue(d, base, promo, ['props', 'labelKey']);
    expect(draftFileTexts(back)).toEqual(draftFileTexts(royal));
  });

  it('a screen the brand does not change gets a new overlay file, gone again when reset', () => {
    const ref = node({ file: 'screens/mine.json', path: ['body'] }, 'mine.memberCentre');
    const d = setNodeValue(royal, base, ref, ['when'], { var: 'session.loggedIn' });
    expect(d.files['screens/mine.json']).toEqual({
      $schema: '../../../src/generated/editor/screen.patch.json',
      schemaVersion: 2,
      body: [{ id: 'mine.memberCentre', when: { var: 'session.loggedIn' } }],
    });
    expect(composedNode(base, d, ref)?.when).toEqual({ var: 'session.loggedIn' });
    const back = resetNodeValue(d, base, ref, ['when']);
    expect(back.files['screens/mine.json']).toBeUndefined();
    expect(draftFileTexts(back)).toEqual(draftFileTexts(royal));
  });

  it('an object value is written as the minimal merge patch (keys it lacks become null)', () => {
    const d1 = setNodeValue(royal, base, carousel, ['data'], { source: 'banners', params: { groupName: 'm_royal' } });
    expect(overlayBody(d1).at(-2)).toEqual({ id: 'home.banners', data: { params: { groupName: 'm_royal' } } });
    const d2 = setNodeValue(royal, base, carousel, ['data'], { source: 'promos' });
    expect(overlayBody(d2).at(-2)).toEqual({ id: 'home.banners', data: { source: 'promos', params: null } });
    expect(composedNode(base, d2, carousel)?.data).toEqual({ source: 'promos' });
  });

  it('one item of a value list writes the whole list', () => {
    const tabs = node(homeBody, 'home.categories');
    const d = setNodeValue(royal, base, tabs, ['props', 'leadingTabs', 1], 'FAV');
    expect((overlayBody(d)[1] as { props: unknown }).props).toEqual({ leadingTabs: ['HOME', 'FAV', 'FAV', 'RECENT'] });
    const tap = setNodeValue(royal, base, carousel, ['on', 'tap', 0, 'params', 'target'], 'blank');
    const entry = overlayBody(tap).at(-2) as { on: { tap: unknown[] } };
    expect(entry.on.tap).toEqual([{ action: 'openUrl', params: { url: { var: 'event.link' }, target: 'blank' } }]);
    expect(originOfNodeValue(tap, base, carousel, ['on', 'tap', 0, 'action'])).toBe('brand');
    expect(draftFileTexts(resetNodeValue(tap, base, carousel, ['on', 'tap', 0, 'params', 'target']))).toEqual(draftFileTexts(royal));
  });

  it('a node the brand adds is edited in its own entry', () => {
    const winners = node(homeBody, 'home.winners');
    expect(originOfNodeValue(royal, base, winners, ['props', 'visibleRows'])).toBe('brand');
    expect(originOfNodeValue(royal, base, winners, ['when'])).toBe('none');
    const d = setNodeValue(royal, base, winners, ['props', 'visibleRows'], 6);
    const entry = overlayBody(d).find((e) => (e as { id?: string }).id === 'home.winners') as Record<string, unknown>;
    expect(entry).toMatchObject({ type: 'winnersBoard', $after: 'home.categories', props: { titleKey: 'latest_winners', visibleRows: 6 } });
    expect(composedNode(base, d, winners)?.props).toMatchObject({ visibleRows: 6 });
    const reset = resetNodeValue(d, base, winners, ['props', 'visibleRows']);
    expect(composedNode(base, reset, winners)?.props).toEqual({ titleKey: 'latest_winners', scrollIntervalMs: 1500, limit: 20 });
  });

  it('a value the brand changed back to base is the base again; a removed key shows as the brand', () => {
    const hot = node(homeSlot, 'home.hotRow');
    const d = setNodeValue(royal, base, hot, ['props', 'moreKey'], undefined);
    expect(composedNode(base, d, hot)?.props).not.toHaveProperty('moreKey');
    expect(originOfNodeValue(d, base, hot, ['props', 'moreKey'])).toBe('brand');
    expect(draftFileTexts(resetNodeValue(d, base, hot, ['props', 'moreKey']))).toEqual(draftFileTexts(royal));
  });

  it('refuses keys that are not values of a node', () => {
    expect(() => setNodeValue(royal, base, carousel, ['slots', 'x'], [])).toThrow(/not a value/);
    expect(() => setNodeValue(royal, base, carousel, ['id'], 'x')).toThrow(/not a value/);
  });
});

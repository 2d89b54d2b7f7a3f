import { describe, expect, it } from 'vitest';
import { threeWay } from '../../../../server/src/brands/threeWay.ts';
import { changedScreens, composeDraft, draftFileTexts, rebase, removeNode, setNodeValue, setValue, type Draft } from '../../../../src/studio/draft/index.ts';
import { composedNode, homeBody, idsOf, node, realBase, royalDraft } from './fixtures.ts';

const base = realBase();
const royal = royalDraft();
const carousel = node(homeBody, 'home.banners');
const speed = (d: Draft): Draft => setNodeValue(d, base, carousel, ['props', 'speed'], 800);
const colour = (d: Draft, c: string): Draft => setValue(d, base, 'brand.json', ['theme', 'tokens', 'color-bg'], c);

describe('changedScreens', () => {
  it('a home change is home only; a theme change is every screen with a route', () => {
    const before = composeDraft(base, royal);
    expect(changedScreens(before, composeDraft(base, speed(royal)))).toEqual([{ screen: 'home', path: '/' }]);
    const all = changedScreens(before, composeDraft(base, colour(royal, '#000000')));
    expect(all.length).toBe(before.screens.filter((s) => s.paths.length > 0).length);
    expect(all.find((s) => s.screen === 'mine')).toEqual({ screen: 'mine', path: '/m/mine' });
    expect(changedScreens(before, before)).toEqual([]);
  });
});

describe('rebase', () => {
  const parent = royal.files;

  it('applies my changes on theirs when they touch different places', () => {
    const mine = speed(royal).files;
    const theirs = removeNode(colour(royal, '#000000'), base, node(homeBody, 'home.help')).files;
    const out = rebase(parent, mine, theirs);
    expect(out.conflicts).toEqual([]);
    const d: Draft = { ...royal, files: out.files };
    expect(composedNode(base, d, carousel)?.props).toMatchObject({ speed: 800 });
    expect(idsOf(base, d, homeBody)).not.toContain('home.help');
    expect(composeDraft(base, d).brand.theme.tokens['color-bg']).toBe('#000000');
    // The server sees no conflict either.
    const texts = (files: Record<string, unknown>): Record<string, string> => draftFileTexts({ ...royal, files });
    expect(
      threeWay({ number: 7, files: texts(parent) }, texts(mine), { number: 8, files: texts({ ...parent, 'brand.json': theirs['brand.json'] }) }).conflicts,
    ).toEqual([]);
  });

  it('merges node list entries by id though both sides added entries', () => {
    const mine = speed(royal).files;
    const theirs = setNodeValue(royal, base, node(homeBody, 'home.search'), ['props', 'pageSize'], 12).files;
    const out = rebase(parent, mine, theirs);
    expect(out.conflicts).toEqual([]);
    const d: Draft = { ...royal, files: out.files };
    expect(composedNode(base, d, carousel)?.props).toMatchObject({ speed: 800 });
    expect(composedNode(base, d, node(homeBody, 'home.search'))?.props).toMatchObject({ pageSize: 12 });
  });

  it('reports a place both changed differently (as the server does) and keeps theirs there', () => {
    const mine = colour(speed(royal), '#111111').files;
    const theirs = colour(royal, '#222222').files;
    const out = rebase(parent, mine, theirs);
    expect(out.conflicts).toEqual([{ file: 'brand.json', pointer: '/theme/tokens/color-bg' }]);
    const d: Draft = { ...royal, files: out.files };
    expect(composeDraft(base, d).brand.theme.tokens['color-bg']).toBe('#222222');
    expect(composedNode(base, d, carousel)?.props).toMatchObject({ speed: 800 });
    const texts = (files: Record<string, unknown>): Record<string, string> => draftFileTexts({ ...royal, files });
    const server = threeWay({ number: 7, files: texts(parent) }, texts(mine), { number: 8, files: texts(theirs) });
    expect(server.conflicts).toContainEqual({ file: 'brand.json', path: '/theme/tokens/color-bg' });
    // The same change on both sides is no conflict.
    expect(rebase(parent, colour(royal, '#222222').files, theirs)).toEqual({ files: theirs, conflicts: [] });
  });

  it('a file theirs removed while mine changed it is a conflict at the file', () => {
    const mine = speed(royal).files;
    const { 'screens/home.json': _gone, ...theirs } = parent;
    expect(rebase(parent, mine, theirs).conflicts).toEqual([{ file: 'screens/home.json', pointer: '' }]);
  });
});

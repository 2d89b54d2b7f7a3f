import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import { changedScreens, codeLocaleKeys } from '../../tools/visual/changes.ts';
import { diffLine, docDiff } from '../../tools/visual/docDiff.ts';

/** The document difference `npm run visual:diff` shows beside each changed screen's pictures. */
describe('visual:diff document difference', () => {
  it('a changed value: its pointer, before and after, naming the node', () => {
    const before = { body: [{ id: 'a', props: { speed: 3000 } }, { id: 'b' }] };
    const after = { body: [{ id: 'a', props: { speed: 5000 } }, { id: 'b' }] };
    expect(docDiff(before, after, '/screen')).toEqual([{ pointer: '/screen/body/0/props/speed', node: 'a', before: 3000, after: 5000 }]);
  });

  it('two nodes swapped: one entry with the ids in the old and the new order', () => {
    const d = docDiff({ body: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }, { body: [{ id: 'b' }, { id: 'a' }, { id: 'c' }] });
    expect(d).toEqual([{ pointer: '/body', before: ['a', 'b', 'c'], after: ['b', 'a', 'c'] }]);
    expect(diffLine(d[0])).toBe('/body: ["a","b","c"] -> ["b","a","c"]');
  });

  it('a node added or removed: one entry each, not a changed list', () => {
    const d = docDiff([{ id: 'a' }, { id: 'b', type: 'x' }], [{ id: 'a' }, { id: 'n', type: 'y' }]);
    expect(d).toEqual([
      { pointer: '/1', node: 'b', before: { id: 'b', type: 'x' } },
      { pointer: '/1', node: 'n', after: { id: 'n', type: 'y' } },
    ]);
  });

  it('keys added and removed, value lists replaced whole, pointers escaped', () => {
    const d = docDiff({ 'a/b': 1, tags: [1, 2], gone: true }, { 'a/b': 2, tags: [1, 2, 3], added: 'x' });
    expect(d).toEqual([
      { pointer: '/a~1b', before: 1, after: 2 },
      { pointer: '/tags', before: [1, 2], after: [1, 2, 3] },
      { pointer: '/added', after: 'x' },
      { pointer: '/gone', before: true },
    ]);
    expect(docDiff({ x: 1 }, { x: 1 })).toEqual([]);
  });

  it('changedScreens: swapping two home blocks is named in the home screen difference, and a locale text too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'visual-docdiff-'));
    try {
      cpSync(join(process.cwd(), 'screens'), dir, { recursive: true });
      const file = join(dir, '_base/screens/home.json');
      const home = JSON.parse(readFileSync(file, 'utf8')) as { body: { id: string }[] };
      const ids = home.body.map((n) => n.id);
      const [i, j] = [ids.indexOf('home.help'), ids.indexOf('home.providers')];
      expect(i).toBeGreaterThan(-1);
      [home.body[i], home.body[j]] = [home.body[j], home.body[i]];
      writeFileSync(file, JSON.stringify(home, null, 2));
      const enFile = join(dir, '_base/locales/en.json');
      const en = JSON.parse(readFileSync(enFile, 'utf8')) as Record<string, string>;
      en.menu_promotion = 'Offers';
      writeFileSync(enFile, JSON.stringify(en, null, 2));

      const codeKeys = codeLocaleKeys(join(process.cwd(), 'src'));
      const changes = changedScreens('lucky', buildBundle(join(process.cwd(), 'screens'), 'lucky'), buildBundle(dir, 'lucky'), codeKeys);
      const homeChange = changes.find((c) => c.screen === 'home');
      const swapped = [...ids];
      [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
      expect(homeChange?.diff).toContainEqual({ pointer: '/screen/body', before: ids, after: swapped });
      const text = homeChange?.diff.find((d) => d.pointer === '/locales/EN/menu_promotion');
      expect(text?.after).toBe('Offers');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

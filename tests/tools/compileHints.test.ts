import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, type HintedAsset, type HintedChunk } from '../../tools/build/compileHints.ts';

/** A chunk with a map and an asset with text: what the build hands the plugin, in the fields it reads. */
type FakeChunk = HintedChunk & { map: { mappings: string } };
type FakeAsset = HintedAsset & { source: string };

const chunk = (fileName: string, name: string, isEntry = false): FakeChunk => ({
  type: 'chunk',
  name,
  isEntry,
  fileName,
  code: 'const __vite__mapDeps=0;\nexport{}',
  map: { mappings: 'AAAA;AACA' },
});

const run = (bundle: Record<string, FakeChunk | FakeAsset>, names: string[]) => addCompileHints(bundle, names);

describe('the compile hints of the first screen chunks', () => {
  it("puts the hint on the first line of the entry and the named chunks, before Vite's preamble", () => {
    const entry = chunk('assets/index-a.js', 'index', true);
    const kit = chunk('assets/ui-kit-b.js', 'ui-kit');
    run({ [entry.fileName]: entry, [kit.fileName]: kit }, ['ui-kit']);
    expect(entry.code.split('\n').slice(0, 2)).toEqual([COMPILE_HINT, 'const __vite__mapDeps=0;']);
    expect(kit.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('leaves the other chunks (screens loaded later) as they are', () => {
    const other = chunk('assets/module-c.js', 'module');
    run({ [other.fileName]: other }, ['ui-kit']);
    expect(other.code).toBe('const __vite__mapDeps=0;\nexport{}');
    expect(other.map.mappings).toBe('AAAA;AACA');
  });

  it('moves the source map down the one line it added, in the chunk and in the written map file', () => {
    const entry = chunk('assets/index-a.js', 'index', true);
    const mapFile: FakeAsset = { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    run({ [entry.fileName]: entry, [`${entry.fileName}.map`]: mapFile }, []);
    expect(entry.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(mapFile.source).mappings).toBe(';AAAA;AACA');
  });
});

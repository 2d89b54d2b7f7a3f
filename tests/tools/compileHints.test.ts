import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from '../../tools/build/compileHints.ts';

type Out = Record<string, { type: string; name?: string; isEntry?: boolean; code?: string; fileName?: string; map?: { mappings: string }; source?: string }>;

function run(bundle: Out, names: string[]): Out {
  const hook = compileHintsPlugin(names).generateBundle as { handler(this: unknown, o: unknown, b: Out): void };
  hook.handler.call({}, {}, bundle);
  return bundle;
}

const chunk = (fileName: string, name: string, isEntry = false) => ({
  type: 'chunk',
  name,
  isEntry,
  fileName,
  code: 'const __vite__mapDeps=0;\nexport{}',
  map: { mappings: 'AAAA;AACA' },
});

describe('the compile hints of the first screen chunks', () => {
  it('puts the hint on the first line of the entry and the named chunks, before Vite\'s preamble', () => {
    const out = run({ 'assets/index-a.js': chunk('assets/index-a.js', 'index', true), 'assets/ui-kit-b.js': chunk('assets/ui-kit-b.js', 'ui-kit') }, ['ui-kit']);
    expect(out['assets/index-a.js']?.code?.split('\n')[0]).toBe(COMPILE_HINT);
    expect(out['assets/index-a.js']?.code?.split('\n')[1]).toBe('const __vite__mapDeps=0;');
    expect(out['assets/ui-kit-b.js']?.code?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('leaves the other chunks (screens loaded later) as they are', () => {
    const out = run({ 'assets/module-c.js': chunk('assets/module-c.js', 'module') }, ['ui-kit']);
    expect(out['assets/module-c.js']?.code).toBe('const __vite__mapDeps=0;\nexport{}');
    expect(out['assets/module-c.js']?.map?.mappings).toBe('AAAA;AACA');
  });

  it('moves the source map down the one line it added, in the chunk and in the written map file', () => {
    const out = run(
      {
        'assets/index-a.js': chunk('assets/index-a.js', 'index', true),
        'assets/index-a.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) },
      },
      [],
    );
    expect(out['assets/index-a.js']?.map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(String(out['assets/index-a.js.map']?.source)).mappings).toBe(';AAAA;AACA');
  });
});

import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint: a file that starts with this line has all its functions compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads and writes of an output chunk and of an asset (the bundler's own types, narrowed). */
export type HintedChunk = Pick<Rolldown.OutputChunk, 'type' | 'name' | 'isEntry' | 'fileName' | 'code'> & { map: { mappings: string } | null };
export type HintedAsset = Pick<Rolldown.OutputAsset, 'type' | 'source'>;

/**
 * Puts the hint on the first line of the chunks every first screen runs: the entry and the named chunks. The
 * source map moves down the line added, in the chunk and in the map file the build writes.
 */
export function addCompileHints(bundle: Record<string, HintedChunk | HintedAsset>, chunkNames: readonly string[]): void {
  for (const out of Object.values(bundle)) {
    if (out.type !== 'chunk' || !(out.isEntry || chunkNames.includes(out.name))) continue;
    out.code = `${COMPILE_HINT}\n${out.code}`;
    if (out.map) out.map.mappings = `;${out.map.mappings}`;
    const mapFile = bundle[`${out.fileName}.map`];
    if (mapFile?.type === 'asset') {
      const text = typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source);
      const map = JSON.parse(text) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapFile.source = JSON.stringify(map);
    }
  }
}

/**
 * Build plugin: the chunks every first screen runs start with V8's compile hint. Chrome (136 on) then compiles
 * their functions on a background thread while the file streams in, instead of on the main thread at each
 * function's first call: on /m/transaction/record the main thread's parse and compile before the last LCP fell
 * from ~180 ms to ~75 ms (unthrottled), which Lighthouse multiplies by four into blocking time and LCP. Other
 * engines read a comment. Most of what these files hold runs at start-up (React, the router, the store, the
 * renderer); the widgets of other screens are in chunks of their own, without the hint. File names keep their
 * hash: the same input always gets the same line.
 */
export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own preamble (`__vite__mapDeps`), which it puts at the top of the entry: the hint is read
      // only on the first line.
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle, chunkNames);
      },
    },
  };
}

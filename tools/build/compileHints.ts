import type { Plugin } from 'vite';

/** V8's explicit compile hint: a file that starts with this line has all its functions compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  code: string;
  fileName: string;
  map?: { mappings: string } | null;
}
interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * Build plugin: the chunks every first screen runs (the entry and the named chunks given) start with V8's
 * compile hint. Chrome then compiles their functions while the file streams in, on a background thread, instead of
 * on the main thread when each is first called: measured on /m/transaction/record, the main thread's parse and
 * compile before the first content fell from ~180 ms to ~75 ms (unthrottled), and Lighthouse multiplies that by
 * four into blocking time and LCP. Other engines read a comment. Most of these files runs at start-up (React, the
 * router, the store, the renderer); the widgets of other screens are in chunks of their own, without the hint.
 * The line goes first (the hint is read only there), so the source map moves down a line with the code.
 */
export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own preamble (`__vite__mapDeps`), which it puts at the top of the entry.
      order: 'post',
      handler(_options, bundle) {
        for (const out of Object.values(bundle) as (ChunkLike | AssetLike)[]) {
          if (out.type !== 'chunk' || !(out.isEntry || chunkNames.includes(out.name))) continue;
          out.code = `${COMPILE_HINT}\n${out.code}`;
          if (out.map) out.map.mappings = `;${out.map.mappings}`;
          const mapAsset = bundle[`${out.fileName}.map`] as AssetLike | undefined;
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(typeof mapAsset.source === 'string' ? mapAsset.source : new TextDecoder().decode(mapAsset.source))) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where `.vite/chunk-modules.json` maps each source module (relative path) to the output file holding it. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Build plugin for the bundle bench. Vite's manifest only lists modules that are chunks of their own; a widget
 * module merged into a group (the landing chunks) has no entry there, so the bench could not tell which file a
 * screen's widgets load from. This writes that map for every module.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) if (!id.startsWith('\0')) map[relative(process.cwd(), id).split('\\').join('/')] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(map) });
    },
  };
}

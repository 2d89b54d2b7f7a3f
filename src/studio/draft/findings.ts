import { documentKind, isNodeListPath } from '../../core/brand/nodeLists.ts';
import { isObject, parsePointer } from './json.ts';
import { idOf } from './lists.ts';
import type { Base, Draft, FindingPlace, NodeRef } from './types.ts';

/** Where a finding is in the studio: the document, the innermost node its pointer goes through, and the key path under it. */
export interface FindingLocation {
  file: string;
  node?: NodeRef;
  keyPath: string[];
}

/** `screens/<brand>/<rel>` or `screens/_base/<rel>` (maybe under a directory) → whose file and its path. */
function splitFile(file: string, brand: string): { fromBase: boolean; rel: string } | null {
  const norm = file.split('\\').join('/');
  for (const folder of [brand, '_base']) {
    const m = new RegExp(`(?:^|/)screens/${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(.+)$`).exec(norm);
    if (m) return { fromBase: folder === '_base', rel: m[1] };
  }
  return null;
}

/**
 * Maps a finding (brandCheck's or the lint's: a file of the brand or of _base, a JSON pointer in it) to the
 * document, node and key path the studio shows it on. The pointer's indices are the file's (an overlay's node list
 * names only what it changes): nodes are found by the id of the entry the pointer goes through.
 */
export function locateFinding(draft: Draft, base: Base, finding: FindingPlace): FindingLocation {
  const where = splitFile(finding.file, draft.brand);
  if (!where) return { file: finding.file, keyPath: parsePointer(finding.pointer) };
  const doc = where.fromBase ? base.files[where.rel] : draft.files[where.rel];
  const kind = documentKind(where.rel);
  const segs = parsePointer(finding.pointer);
  let node: NodeRef | undefined;
  let keyStart = 0;
  let listPath: string[] = [];
  let v: unknown = doc;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    const docPath = segs.slice(0, i);
    if (Array.isArray(v) && isNodeListPath(kind, docPath)) {
      const listEnd = node ? [...listPath, ...segs.slice(keyStart, i)] : segs.slice(0, i);
      const entry = v[Number(seg)];
      const id = idOf(entry);
      if (id !== undefined) {
        node = { list: { file: where.rel, path: listEnd }, id };
        listPath = [...listEnd, `#${id}`];
        keyStart = i + 1;
      }
      v = entry;
      continue;
    }
    v = Array.isArray(v) ? v[Number(seg)] : isObject(v) ? v[seg] : undefined;
  }
  return { file: where.rel, node, keyPath: segs.slice(keyStart) };
}

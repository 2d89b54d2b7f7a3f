import { documentKind, isNodeListPath } from '../../core/brand/nodeLists.ts';
import { composedFile, overlayForEdit, withFile } from './files.ts';
import { originIn, resetMerged, writeMerged } from './mergeWrite.ts';
import type { Base, DocPath, Draft, ValueOrigin } from './types.ts';

/**
 * Plain values of a document (theme tokens, settings, flags, routes, locale keys): RFC 7396, the overlay writes
 * what differs from _base and nothing else. Node lists are edited by node (nodeEdits.ts, nodeOps.ts).
 */

function checkPlain(file: string, path: DocPath): void {
  const kind = documentKind(file);
  for (let i = 1; i <= path.length; i++) {
    if (isNodeListPath(kind, path.slice(0, i))) throw new Error(`${file} ${path.join('/')} is (in) a node list: edit it by node`);
  }
  if (path.length === 0) throw new Error('setValue needs a key');
}

/** Sets the value at `path` of `file`; a value equal to base's removes the brand's key (a list is written whole). */
export function setValue(draft: Draft, base: Base, file: string, path: DocPath, value: unknown): Draft {
  checkPlain(file, path);
  const doc = overlayForEdit(draft, file);
  writeMerged(doc, base.files[file], composedFile(base, draft, file), path, value);
  return withFile(draft, file, doc);
}

/** Drops the brand's value at `path` (inside a value list: the whole list); a file left changing nothing goes. */
export function resetValue(draft: Draft, base: Base, file: string, path: DocPath): Draft {
  checkPlain(file, path);
  if (draft.files[file] === undefined) return draft;
  const doc = overlayForEdit(draft, file);
  resetMerged(doc, base.files[file], composedFile(base, draft, file), path);
  return withFile(draft, file, doc);
}

/** Who wrote the value at `path` of `file`: 'brand', 'base' (inherited) or 'none'. */
export function originOfValue(draft: Draft, base: Base, file: string, path: DocPath): ValueOrigin {
  return originIn(draft.files[file], base.files[file], path);
}

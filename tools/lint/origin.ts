import { isNodeListPath, type DocumentKind } from '../../src/core/brand/nodeLists.ts';
import { isObject, type JsonPath, type Segment } from './json.ts';
import type { Location, SourceFile, Target } from './source.ts';

/** Which file wrote a composed value, and the path of that value inside it. */
export interface Origin {
  from: 'base' | 'overlay';
  path: Segment[];
}

const idOf = (v: unknown): unknown => (isObject(v) ? v.id : undefined);
const indexOfId = (list: unknown, id: unknown): number => (Array.isArray(list) && id !== undefined ? list.findIndex((n) => idOf(n) === id) : -1);

/**
 * Where the value at `path` of `composed` (`base` patched by `overlay`, a document of `kind`) was written: the
 * overlay when it reaches the path or replaces an ancestor wholesale (a plain value or a value list), else the base.
 * In a node list the composed index is not the file's: a node is found in each file by its id (an overlay's list
 * names only the nodes it changes, and inserted, removed and reordered nodes shift the rest).
 */
export function traceOrigin(composed: unknown, base: unknown, overlay: unknown, path: JsonPath, kind: DocumentKind = 'other'): Origin {
  if (overlay === undefined) return { from: 'base', path: [...path] };
  let c: unknown = composed;
  let b: unknown = base;
  let o: unknown = overlay;
  const bp: Segment[] = [];
  const op: Segment[] = [];
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const rest = path.slice(i + 1);
    if (Array.isArray(c) && isNodeListPath(kind, path.slice(0, i))) {
      const id = idOf(c[Number(seg)]);
      const bi = indexOfId(b, id);
      const oi = Array.isArray(o) ? indexOfId(o, id) : -1;
      // A node the overlay's list does not name is the base's own, unchanged below this point.
      if (oi < 0) return bi >= 0 ? { from: 'base', path: [...bp, bi, ...rest] } : { from: 'overlay', path: op };
      c = c[Number(seg)];
      b = bi >= 0 && Array.isArray(b) ? b[bi] : undefined;
      o = (o as unknown[])[oi];
      bp.push(bi);
      op.push(oi);
      continue;
    }
    if (!isObject(o)) return { from: 'overlay', path: [...op, seg, ...rest] };
    const key = String(seg);
    if (!Object.hasOwn(o, key)) {
      // The overlay stops here: the value is the base's, unless the base has nothing at this level either.
      return isObject(b) ? { from: 'base', path: [...bp, seg, ...rest] } : { from: 'overlay', path: op };
    }
    o = o[key];
    b = isObject(b) ? b[key] : undefined;
    c = isObject(c) ? c[key] : Array.isArray(c) ? c[Number(seg)] : undefined;
    bp.push(seg);
    op.push(seg);
  }
  return { from: 'overlay', path: op };
}

/** Which file wrote the value at `path` of `base` patched by `overlay` (no node lists: kind `other`). */
export function originOf(base: unknown, overlay: unknown, path: JsonPath): 'base' | 'overlay' {
  return traceOrigin(undefined, base, overlay, path).from;
}

/** A document composed from a _base file and a brand overlay file, reporting against whichever set the value. */
export class ComposedTarget implements Target {
  constructor(
    readonly value: unknown,
    readonly base: SourceFile | undefined,
    readonly overlay: SourceFile | undefined,
    readonly kind: DocumentKind = 'other',
  ) {}

  /** The file an operator edits to change the value at `path`, and the path inside it. */
  originOf(path: JsonPath): { file: SourceFile; path: Segment[] } {
    if (!this.base) return { file: this.overlay as SourceFile, path: [...path] };
    if (!this.overlay) return { file: this.base, path: [...path] };
    const o = traceOrigin(this.value, this.base.value, this.overlay.value, path, this.kind);
    return { file: o.from === 'overlay' ? this.overlay : this.base, path: o.path };
  }

  /** The file an operator edits to change the value at `path`. */
  sourceOf(path: JsonPath): SourceFile {
    return this.originOf(path).file;
  }

  locate(path: JsonPath, atKey = false): Location {
    const { file, path: inFile } = this.originOf(path);
    return file.locate(inFile, atKey);
  }
}

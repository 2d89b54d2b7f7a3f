import { isObject, valueAt, type JsonPath } from './json.ts';
import type { Location, SourceFile, Target } from './source.ts';

/**
 * Which file wrote the value at `path` of `base` patched by `overlay` (JSON Merge Patch): the overlay when it
 * reaches the path or replaces an ancestor wholesale (a list or a plain value), else the base.
 */
export function originOf(base: unknown, overlay: unknown, path: JsonPath): 'base' | 'overlay' {
  if (overlay === undefined) return 'base';
  let o: unknown = overlay;
  for (let i = 0; i < path.length; i++) {
    if (!isObject(o)) return 'overlay';
    const key = String(path[i]);
    if (!Object.hasOwn(o, key)) {
      // The overlay stops here: the value is the base's, unless the base has nothing at this level either.
      return isObject(valueAt(base, path.slice(0, i))) ? 'base' : 'overlay';
    }
    o = o[key];
  }
  return 'overlay';
}

/** A document composed from a _base file and a brand overlay file, reporting against whichever set the value. */
export class ComposedTarget implements Target {
  constructor(
    readonly value: unknown,
    readonly base: SourceFile | undefined,
    readonly overlay: SourceFile | undefined,
  ) {}

  /** The file an operator edits to change the value at `path`. */
  sourceOf(path: JsonPath): SourceFile {
    if (!this.base) return this.overlay as SourceFile;
    if (!this.overlay) return this.base;
    return originOf(this.base.value, this.overlay.value, path) === 'overlay' ? this.overlay : this.base;
  }

  locate(path: JsonPath, atKey = false): Location {
    return this.sourceOf(path).locate(path, atKey);
  }
}

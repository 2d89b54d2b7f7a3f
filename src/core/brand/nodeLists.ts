/**
 * Which lists of a brand document are node lists: lists whose items are nodes (node.schema.json) with ids, which
 * an overlay patches by id instead of replacing whole. They are a screen's `body`, every list under a brand's
 * `chrome` (header, bottomBar, leftMenu, rightMenu, popups, overlays) and every `slots.<name>` of a node in one of
 * them. Every other list (paths, props items, badges, languages...) is a value and an overlay replaces it whole.
 */

/** The document kinds whose lists are known; locales have no node lists. */
export type DocumentKind = 'brand' | 'screen' | 'other';

type Path = readonly (string | number)[];

/** The length of the root node list `path` starts with (body: 1, chrome/<area>: 2), or -1 when it starts with none. */
function rootListLength(kind: DocumentKind, path: Path): number {
  if (kind === 'screen' && path[0] === 'body') return 1;
  if (kind === 'brand' && path[0] === 'chrome' && path.length >= 2) return 2;
  return -1;
}

/** Whether the value at `path` in a document of `kind` is a node list (a root list, or a slot of a node in one). */
export function isNodeListPath(kind: DocumentKind, path: Path): boolean {
  let i = rootListLength(kind, path);
  if (i < 0) return false;
  for (;;) {
    if (path.length === i) return true;
    i += 1; // the index of a node in the list
    if (path.length >= i + 2 && path[i] === 'slots') i += 2;
    else return false;
  }
}

/** The kind of a document by its path relative to its folder (brand.json, screens/<name>.json). */
export function documentKind(rel: string): DocumentKind {
  if (rel === 'brand.json') return 'brand';
  if (/^screens\/[^/]+\.json$/.test(rel)) return 'screen';
  return 'other';
}

/**
 * The studio's model of a brand draft: the brand's overlay documents (what `brands push` would send), edited as a
 * person would edit the files by hand, and the deployed _base they are layered on.
 */

/**
 * A draft: the brand's overlay documents by path relative to the brand folder ('brand.json', 'screens/home.json',
 * 'locales/en.json'), parsed. `parent` is the revision the draft was started from (brandSave's `parent`).
 */
export interface Draft {
  brand: string;
  parent: number;
  files: Record<string, unknown>;
}

/** The deployed _base documents keyed like an overlay (studioSetup's `base`, parsed). */
export interface Base {
  files: Record<string, unknown>;
  hash: string;
}

/** A path inside a JSON document: keys and array indices. */
export type DocPath = (string | number)[];

/**
 * A node list: a file and the path to the list, where `#<id>` steps into the node of that id in the list before:
 * ['body'], ['chrome', 'bottomBar'], ['body', '#home.categories', 'slots', 'home'].
 */
export interface NodeListRef {
  file: string;
  path: string[];
}

/** One node: the list it is in and its id. */
export interface NodeRef {
  list: NodeListRef;
  id: string;
}

/** Who wrote a value: this brand's overlay, _base (the brand inherits it), or nobody. */
export type ValueOrigin = 'base' | 'brand' | 'none';

/** What the studio needs of a finding (brandCheck's findings carry more: line, rule, message...). */
export interface FindingPlace {
  /** `screens/<brand>/<rel>` or `screens/_base/<rel>`, maybe with a leading directory. */
  file: string;
  /** A JSON pointer inside that file. */
  pointer: string;
}

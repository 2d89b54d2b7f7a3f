/** What a document is, by its path in its folder: brand.json, screens/<name>.json, locales/<lang>.json. */
export type VersionedKind = 'brand' | 'screen' | 'locale';

/** What a migration knows of the document it rewrites, besides the document. */
export interface MigrationContext {
  /** Path relative to its folder (screens/_base or screens/<brand>, or a stored revision's): `screens/home.json`. */
  readonly file: string;
  readonly kind: VersionedKind;
  /**
   * _base's document of the same path, at the current version, when the document is a brand's overlay on it
   * (undefined for _base's own documents and a screen only the brand has). An overlay's node entry may name only
   * `id` and `props`: its widget type is the base node's (see nodes.ts).
   */
  readonly base: unknown;
}

/**
 * One step of a document's history: brings a document from `version - 1` to `version`. Pure: returns a new
 * document (or the same one when nothing applies) and never changes its input, and idempotent: run on its own
 * output it changes nothing (`npm run migrate:check` holds both on every file under screens/).
 */
export interface Migration {
  /** The version the step produces. */
  readonly version: number;
  /** `<version, 3 digits>_<what>`, as its file is named: the name a refused revision is refused with. */
  readonly name: string;
  migrate(doc: unknown, ctx: MigrationContext): unknown;
}

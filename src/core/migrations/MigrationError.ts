/** Why a document could not be read at the current version. */
export type MigrationFailure = 'migration-threw' | 'newer-version' | 'bad-version';

/**
 * A document set that cannot be brought to the current version: a migration threw (`migration` names it), or a
 * document's `schemaVersion` is newer than this app's or not a version at all. The revision store refuses the
 * revision with this message, and players keep the published one.
 */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';

  constructor(
    readonly reason: MigrationFailure,
    /** The document's path in its folder, e.g. `screens/home.json`. */
    readonly file: string,
    message: string,
    /** The migration that threw (`002_winnersBoardScrollInterval`); undefined when the version itself is refused. */
    readonly migration?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

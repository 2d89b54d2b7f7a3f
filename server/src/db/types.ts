/** A row as the drivers return it: int8 parsed to number, numeric as string, json/jsonb parsed, timestamptz as Date. */
type Row = Record<string, unknown>;

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with $1..$n parameters and returns its rows (use RETURNING to learn what changed). */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

/** The storage both drivers implement identically (PGlite embedded, pg for PostgreSQL). */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs fn inside BEGIN/COMMIT (ROLLBACK when it throws). Use only `tx` inside fn: on PGlite the database is
   * one connection, so a call to `db.query` from inside fn waits for the transaction and deadlocks.
   */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls `onMessage` with each NOTIFY payload on `channel`, over a connection of its own that
   * reconnects when dropped (PGlite is one process's database: its changes are seen where they are made).
   * Answers the function that stops listening.
   */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball, to start copies quickly (tests). */
  dump?: () => Promise<Blob>;
}

export interface DbOptions {
  /** Folder for the file-backed PGlite database (DATA_DIR); ignored with databaseUrl or memory. */
  dataDir?: string;
  /** postgres://... switches to the pg driver. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** PostgreSQL schema to work in (created when missing); lets test files share one server without clashes. */
  schema?: string;
  /** PGlite only: start from a dump made by `Db.dump()` instead of an empty database. */
  loadDataDir?: Blob;
  /** Skip applying migrations (default: apply). */
  skipMigrations?: boolean;
}

import type { ConditionContext } from '../generated/context.ts';
import type { DataSourceName, DataValueMap } from '../generated/registry.ts';
import type { DataParamsWithDefaults } from '../generated/defaults.ts';
import { dataSourceWithDefaults } from './defaults.ts';
import type { AppEnv } from './env.ts';

/** One named data source: its params and what it yields are typed by schemas/data/<name>.schema.json. */
export interface DataSourceDefinition<P, T> {
  /** Without a session the source yields no data and makes no call (favourites, recent, balance...). */
  needsSession?: boolean;
  /**
   * A public list (games, banners, announcements, promotions, help): a guest's answer is kept, and shown, marked
   * as a saved copy, when the network cannot carry a later read (offline, refused, reset). Never for a source that carries a session or money:
   * a member's reads (they carry the session) are never kept, whatever the source.
   */
  offlineCopy?: boolean;
  // A property, not a method: params and result are then checked strictly against the schema's types.
  fetch: (params: P, env: AppEnv, context: ConditionContext) => Promise<T>;
  /**
   * Starts loading the source's code, for a source that loads it on first use (see src/data/lazySource.ts): the
   * same promise each time, its failure already handled (a caller that only warms the code need not catch it).
   */
  prepare?: () => Promise<unknown>;
}

/** The definition of the data source `N`, its params and result inferred from its schema. */
export type DataSourceOf<N extends DataSourceName> = DataSourceDefinition<DataParamsWithDefaults<N>, DataValueMap[N]>;

/**
 * The data source catalog: one entry per schema under schemas/data, keyed by its name. A mapped type, so a source
 * without a schema, a schema without a source, or a source yielding another shape than its schema does not compile.
 */
export type DataSourceRegistry = { [N in DataSourceName]: DataSourceOf<N> };

/** Defines the data source `N`: `defineDataSource<'banners'>({ fetch: (params, env) => ... })`. */
export function defineDataSource<N extends DataSourceName>(def: DataSourceOf<N>): DataSourceOf<N> {
  return def;
}

/**
 * The catalog as the renderer holds it (the app passes the whole registry, tests a few): each entry's params are
 * its own schema's, which no one type names, hence `never` (any params type is assignable to it).
 */
export type DataSourceCatalog = { readonly [N in DataSourceName]?: DataSourceDefinition<never, unknown> };

/**
 * A data source as a document's binding reaches it: the params are the binding's, resolved in the context and
 * over the schema's defaults, and checked against the source's schema by lint (as a node's props are by its
 * validator), so the renderer calls every source in this one untyped-params form.
 */
export interface BoundDataSource {
  needsSession?: boolean;
  offlineCopy?: boolean;
  prepare?: () => Promise<unknown>;
  fetch(params: object, env: AppEnv, context: ConditionContext): Promise<unknown>;
}

/**
 * The registry's source of a binding's name, its fetch given the params over the schema's defaults; a name it
 * lacks (an operator's typo) answers undefined.
 */
export function findDataSource(registry: DataSourceCatalog, name: string): BoundDataSource | undefined {
  // The catalog's own keys only (a document's "constructor" names no source).
  if (!Object.hasOwn(registry, name)) return undefined;
  const def = registry[name as DataSourceName];
  return def && dataSourceWithDefaults(name as DataSourceName, def);
}

/** What a widget bound to a data source receives. */
export interface DataState<T> {
  data: T | undefined;
  /** Set when `data` is a saved copy (epoch ms it was saved), shown because the read got no answer. */
  savedAt?: number;
  error: Error | undefined;
  isLoading: boolean;
  retry(): void;
  /**
   * Reads the source again now, keeping what is shown until the answer: after a change the widget itself made
   * to what it shows (a card removed, a claim made). Other nodes' sources are refreshed by the document's actions.
   */
  refresh(): Promise<void>;
}

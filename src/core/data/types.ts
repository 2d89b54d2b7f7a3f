import type { ConditionContext } from '../../generated/context.ts';
import type { AppEnv } from '../env.ts';

/** One named data source; its params schema is schemas/data/<name>.schema.json. */
export interface DataSourceDefinition<P = unknown, T = unknown> {
  name: string;
  /** Without a session the source yields no data and makes no call (favourites, recent, balance...). */
  needsSession?: boolean;
  /** Extra key parts beyond name, params, session token and language (rarely needed). */
  fetch(params: P, env: AppEnv, context: ConditionContext): Promise<T>;
}

export function defineDataSource<P, T>(def: DataSourceDefinition<P, T>): DataSourceDefinition<P, T> {
  return def;
}

/** What a widget bound to a data source receives. */
export interface DataState<T = unknown> {
  data: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
  retry(): void;
}

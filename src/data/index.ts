import type { DataSourceDefinition } from '../core/data/types.ts';

/** Every data source documents may name. Params schema: schemas/data/<name>.schema.json. */
export const dataSourceDefinitions: readonly DataSourceDefinition<never, unknown>[] = [];

import { loadOnce } from '../core/loadOnce.ts';
import type { DataSourceName } from '../generated/registry.ts';
import type { DataSourceDefinition, DataSourceOf } from '../renderer/dataSource.ts';

/** What the renderer must know of a source before its code is in: whether it reads for guests, whether a guest's answer is kept. */
type SourceTraits = Pick<DataSourceDefinition<never, unknown>, 'needsSession' | 'offlineCopy'>;

/**
 * A data source whose code loads the first time a screen binds it, so a route downloads only the sources it reads.
 * `prepare` starts that load early (beside the widget's code, or the boot's status call) so the read does not wait
 * for it; a load that failed (offline) is asked for again by the next read. The traits repeat the module's own
 * (a test compares them): the renderer reads them before the module is there.
 */
export function lazySource<N extends DataSourceName>(traits: SourceTraits, load: () => Promise<DataSourceOf<N>>): DataSourceOf<N> {
  // Handled once in loadOnce: a caller that only warms the code (a render, the boot) need not catch a failed load.
  const code = loadOnce(load);
  const prepare = code.load;
  return { ...traits, prepare, fetch: async (params, env, context) => (await prepare()).fetch(params, env, context) };
}

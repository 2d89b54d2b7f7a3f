import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { ConditionContext } from '../generated/context.ts';
import type { ScreenDocument } from '../generated/screen.ts';
import { evaluateCondition } from '../core/conditions/evaluate.ts';
import { bindingRead, dataKeyString } from '../renderer/dataKey.ts';
import type { DataSourceDefinition } from '../renderer/dataSource.ts';
import type { AppEnv } from '../renderer/env.ts';
import { eagerNodes } from '../core/brand/eagerWidgetTypes.ts';
import { readWithRetries } from '../renderer/readRetries.ts';

interface Sources {
  env: AppEnv;
  /** The data source of a binding's name (the renderer's lookup: unknown names answer undefined). */
  dataSource(name: string): DataSourceDefinition<never, unknown> | undefined;
  readRetryDelaysMs: readonly number[];
}

/**
 * The first screen's data, asked for as soon as the status, flags and strings are in: beside the screen's widget
 * code rather than after its first render, which on a slow phone took several hundred milliseconds before the
 * screen's first call went out. The nodes are those the first render draws (the body and its slots, and the
 * header and bottom bar where the screen shows them; not `defer` ones, nor a node whose condition fails), their
 * params resolved and keyed as useDataSource does, so each node takes its answer over instead of asking again.
 * Keys already in `started` (the banners, asked for earlier still) are left alone; the new ones are added to it.
 * Nothing is asked for while a status gate shows instead of the screen.
 */
export function prefetchFirstScreenData(
  bundle: BrandBundle,
  screen: ScreenDocument | undefined,
  context: ConditionContext,
  sources: Sources,
  started: Map<string, Promise<unknown>>,
): void {
  // A status gate (offline, maintenance, region) is drawn instead of the screen: its data would only be stale
  // (or a failure) by the time the screen shows.
  if (!screen || sources.env.store.getState().system !== 'normal') return;
  const token = sources.env.store.getState().session?.token ?? null;
  for (const node of eagerNodes(bundle, screen, (when) => evaluateCondition(when, context))) {
    if (!node.data) continue;
    const def = sources.dataSource(node.data.source);
    const reads = bindingRead(node.data, def, context, token);
    if (!def || !reads) continue;
    const key = dataKeyString(reads.key);
    if (started.has(key)) continue;
    const fetching = readWithRetries(() => def.fetch(reads.params as never, sources.env, context), sources.readRetryDelaysMs);
    // A failure reaches the node that takes the answer over (its retry box); here it must not be unhandled.
    fetching.catch(() => undefined);
    started.set(key, fetching);
  }
}

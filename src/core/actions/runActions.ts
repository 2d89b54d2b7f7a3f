import type { ActionCall } from '../../generated/action.ts';
import type { CompiledValidator } from '../validation/types.ts';
import { evaluateCondition } from '../conditions/evaluate.ts';
import { resolveParams } from '../params/resolve.ts';
import type { ActionDefinition, ActionRun } from './types.ts';

/** The action catalog as the renderer uses it: definitions plus their precompiled params validators. */
export interface ActionCatalog {
  definitions: ReadonlyMap<string, ActionDefinition<never>>;
  /** Loaded on the first action run: the params validators are not needed to paint the first screen. */
  validators(): Promise<Readonly<Record<string, CompiledValidator>>>;
  /** The validators once loaded, so later runs start in the same tick as the tap. */
  loadedValidators(): Readonly<Record<string, CompiledValidator>> | undefined;
}

/**
 * Runs a node's action list in order. A failing or invalid action stops the list (later actions often depend on
 * it, e.g. close the popup after logging out) and is reported, never thrown into React.
 */
export async function runActions(calls: readonly ActionCall[] | undefined, catalog: ActionCatalog, run: ActionRun): Promise<void> {
  if (!calls) return;
  const scope = { ...run.context, event: run.event };
  for (const call of calls) {
    if (!evaluateCondition(call.when, scope)) continue;
    const def = catalog.definitions.get(call.action);
    if (!def) {
      run.env.report(`Unknown action "${call.action}"`);
      return;
    }
    const params = resolveParams(call.params ?? {}, scope);
    const validate = (catalog.loadedValidators() ?? (await catalog.validators()))[call.action];
    if (validate && !validate(params)) {
      run.env.report(`Invalid params for action "${call.action}"`, validate.errors);
      return;
    }
    try {
      await (def as ActionDefinition<unknown>).run(params, run);
    } catch (err) {
      run.env.report(`Action "${call.action}" failed`, err);
      return;
    }
  }
}

/** Loads every lazy action and the params validators now (tests and the screen matrix never catch a loading gap). */
export async function preloadActions(catalog: ActionCatalog): Promise<void> {
  await Promise.all([catalog.validators(), ...[...catalog.definitions.values()].map((d) => d.preload?.())]);
}

import { loadOnce } from '../core/loadOnce.ts';
import type { ConditionContext } from '../generated/context.ts';
import type { ActionParamsWithDefaults } from '../generated/defaults.ts';
import type { ActionName } from '../generated/registry.ts';
import type { AppEnv } from './env.ts';
import { loadLazyModule } from './lazyModule.ts';

/** What an action sees when it runs: the env, the event payload, the condition context at the time. */
export interface ActionRun {
  env: AppEnv;
  event: Record<string, unknown>;
  context: ConditionContext;
}

/** One entry of the action catalog; its params type comes from schemas/actions/<name>.schema.json. */
export interface ActionDefinition<P> {
  // A property, not a method: its params are then checked strictly against the schema's type.
  run: (params: P, run: ActionRun) => void | Promise<void>;
  /** Loads a lazy action's code ahead of its first run (tests and the screen matrix). */
  preload?: () => Promise<void>;
}

/**
 * The action catalog: one entry per schema under schemas/actions, keyed by the action's name. A mapped type, so
 * an action without a schema, a schema without an action, or params of the wrong shape do not compile.
 */
export type ActionRegistry = { [A in ActionName]: ActionDefinition<ActionParamsWithDefaults<A>> };

/** An action whose code is here (its params type is inferred where the registry names it). */
export function defineAction<P>(run: (params: P, r: ActionRun) => void | Promise<void>): ActionDefinition<P> {
  return { run };
}

/**
 * An action whose code loads on its first run (account and game actions pull in payload builders, storage
 * codecs and ciphers that the first screen does not need). The module's default export is the definition.
 */
export function lazyAction<P>(load: () => Promise<{ default: ActionDefinition<P> }>): ActionDefinition<P> {
  // A load that failed (offline) is forgotten, so the next tap loads it afresh (lazyModule.ts: under a new address
  // when the browser kept the failure).
  const code = loadOnce(() => loadLazyModule(load));
  const get = async () => (await code.load()).default;
  return {
    run: async (params, r) => (await get()).run(params, r),
    preload: async () => void (await get()),
  };
}

import type { ConditionContext } from '../../generated/context.ts';
import type { AppEnv } from '../env.ts';

/** What an action sees when it runs: the env, the event payload, the condition context at the time. */
export interface ActionRun {
  env: AppEnv;
  event: Record<string, unknown>;
  context: ConditionContext;
}

/** One entry of the action catalog; its params schema is schemas/actions/<name>.schema.json. */
export interface ActionDefinition<P = unknown> {
  name: string;
  run(params: P, run: ActionRun): void | Promise<void>;
  /** Loads a lazy action's code ahead of its first run (tests and the screen matrix). */
  preload?(): Promise<void>;
}

/** Identity helper that keeps the params type of an action next to its code. */
export function defineAction<P>(name: string, run: (params: P, r: ActionRun) => void | Promise<void>): ActionDefinition<P> {
  return { name, run };
}

/**
 * An action whose code loads on its first run (account and game actions pull in payload builders, storage
 * codecs and ciphers that the first screen does not need).
 */
export function lazyAction<P>(name: string, load: () => Promise<ActionDefinition<P>>): ActionDefinition<P> {
  let loaded: Promise<ActionDefinition<P>> | undefined;
  return {
    name,
    async run(params, r) {
      loaded ??= load();
      return (await loaded).run(params, r);
    },
    async preload() {
      loaded ??= load();
      await loaded;
    },
  };
}

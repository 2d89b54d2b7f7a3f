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
}

/** Identity helper that keeps the params type of an action next to its code. */
export function defineAction<P>(name: string, run: (params: P, r: ActionRun) => void | Promise<void>): ActionDefinition<P> {
  return { name, run };
}

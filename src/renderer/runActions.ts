import type { ActionCall } from '../generated/action.ts';
import type { CompiledValidator } from '../core/validation/types.ts';
import { evaluateCondition } from '../core/conditions/evaluate.ts';
import { resolveParams } from '../core/params/resolve.ts';
import type { ActionName } from '../generated/registry.ts';
import type { ActionDefinition, ActionRun } from './actionDefinition.ts';
import { deviceOffline } from './connectivity.ts';
import { retryWith } from '../core/retryAction.ts';
import { paramsWithDefaults } from './defaults.ts';

/** Whether a document's action name is one of the catalog's (its own keys: a document's "toString" names no action). */
const isActionOf = (catalog: ActionCatalog, name: string): name is ActionName => Object.hasOwn(catalog.definitions, name);

/** The precompiled params validator of each action (src/generated/validators/actions.js). */
type ActionValidators = { readonly [A in ActionName]?: CompiledValidator };

/** The action catalog as the renderer uses it: definitions plus their precompiled params validators. */
export interface ActionCatalog {
  /** The actions by name (the app passes the whole registry; tests may pass a few). */
  definitions: { readonly [A in ActionName]?: ActionDefinition<never> };
  /** Loaded on the first action run: the params validators are not needed to paint the first screen. */
  validators(): Promise<ActionValidators>;
  /** The validators once loaded, so later runs start in the same tick as the tap. */
  loadedValidators(): ActionValidators | undefined;
}

/**
 * Runs a node's action list in order. A failing or invalid action stops the list (later actions often depend on
 * it, e.g. close the popup after logging out) and is reported, never thrown into React.
 */
export async function runActions(calls: readonly ActionCall[] | undefined, catalog: ActionCatalog, run: ActionRun): Promise<void> {
  if (!calls) return;
  const scope = { ...run.context, event: run.event };
  for (const [index, call] of calls.entries()) {
    if (!evaluateCondition(call.when, scope)) continue;
    const name = call.action;
    const def = isActionOf(catalog, name) ? catalog.definitions[name] : undefined;
    if (!def || !isActionOf(catalog, name)) {
      run.env.report(`Unknown action "${call.action}"`);
      return;
    }
    const params = paramsWithDefaults(name, resolveParams(call.params ?? {}, scope));
    try {
      const validate = (catalog.loadedValidators() ?? (await catalog.validators()))[name];
      if (validate && !validate(params)) {
        run.env.report(`Invalid params for action "${call.action}"`, validate.errors);
        return;
      }
      // The params passed this action's validator (generated from its schema) just above: the one place a typed
      // action meets a document's params.
      const runChecked = def.run as (params: object, run: ActionRun) => void | Promise<void>;
      await runChecked(params, run);
    } catch (err) {
      run.env.report(`Action "${call.action}" failed`, err);
      // Actions say their own failures; what reaches here is most often their code failing to load (offline).
      // The person is told, with a Retry that runs this action and the ones after it again (as the tap would).
      const rest = calls.slice(index);
      run.env.notify({
        messageKey: deviceOffline() ? 'network_offline' : 'unknown_error',
        kind: 'error',
        action: retryWith(() => runActions(rest, catalog, run)),
      });
      return;
    }
  }
}

/** Loads every lazy action and the params validators now (tests and the screen matrix never catch a loading gap). */
export async function preloadActions(catalog: ActionCatalog): Promise<void> {
  await Promise.all([catalog.validators(), ...Object.values(catalog.definitions).map((d) => d?.preload?.())]);
}

import { actionDefaults, dataDefaults } from '../generated/defaults.ts';
import type { ActionName, DataSourceName } from '../generated/registry.ts';
import type { BoundDataSource, DataSourceDefinition } from './dataSource.ts';

/** The values over their schema's defaults (shallow: a value set wins whole; one left out or undefined takes the default). */
function withDefaults<T extends object>(defaults: object | undefined, values: T): T {
  if (!defaults) return values;
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
  return out as T;
}

const NO_PROPS: Record<string, unknown> = {};
/** Per widget type's defaults: a node's props object -> those props over them (computed once per props object). */
const merged = new WeakMap<object, WeakMap<object, object>>();

/**
 * A node's props as its widget receives them: over its type's schema defaults (its module's `defaults`). The same
 * object for the same props object (memoised widgets keep bailing out); a node without props gets the defaults themselves.
 */
export function propsWithDefaults<D extends object, P extends object>(defaults: D | undefined, props: P | undefined): P & D;
export function propsWithDefaults(defaults: object | undefined, props: object | undefined): object {
  if (!defaults) return props ?? NO_PROPS;
  if (!props) return defaults;
  let byProps = merged.get(defaults);
  if (!byProps) merged.set(defaults, (byProps = new WeakMap()));
  let out = byProps.get(props);
  if (!out) byProps.set(props, (out = withDefaults(defaults, props)));
  return out;
}

/** An action's resolved params over its schema's defaults. */
export const paramsWithDefaults = <P extends object>(action: ActionName, params: P): P => withDefaults(actionDefaults[action], params);

const bound = new WeakMap<object, BoundDataSource>();

/**
 * A data source as bindings call it (see BoundDataSource): its fetch gets the params over the schema's defaults.
 * The same object for the same definition.
 */
export function dataSourceWithDefaults(name: DataSourceName, def: DataSourceDefinition<never, unknown>): BoundDataSource {
  let out = bound.get(def);
  if (!out) {
    // The one place a typed source meets a document's params (checked by lint against its schema).
    const fetch = def.fetch as BoundDataSource['fetch'];
    const defaults: object | undefined = dataDefaults[name];
    bound.set(def, (out = { ...def, fetch: (params, env, context) => fetch(withDefaults(defaults, params), env, context) }));
  }
  return out;
}

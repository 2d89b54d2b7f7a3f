import { actionDefaults, dataDefaults, widgetDefaults } from '../generated/defaults.ts';
import type { PropsWithDefaults } from '../generated/defaults.ts';
import type { ActionName, DataSourceName, WidgetPropsMap, WidgetType } from '../generated/registry.ts';
import type { BoundDataSource, DataSourceDefinition } from './dataSource.ts';

/** The values over their schema's defaults (shallow: a value set wins whole; one left out or undefined takes the default). */
function withDefaults<T extends object>(defaults: object | undefined, values: T): T {
  if (!defaults) return values;
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
  return out as T;
}

const own = <V>(map: { readonly [k: string]: V | undefined }, key: string): V | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

const NO_PROPS: Record<string, unknown> = {};
/** Per widget type: a node's props object -> those props over the type's defaults (computed once per props object). */
const merged = new Map<string, WeakMap<object, object>>();

/**
 * A node's props as its widget receives them: over its type's schema defaults. The same object for the same
 * props object (memoised widgets keep bailing out); a node without props gets the type's defaults themselves.
 */
export function propsWithDefaults<T extends WidgetType>(type: T, props: WidgetPropsMap[T] | undefined): PropsWithDefaults<T>;
export function propsWithDefaults(type: string, props: object | undefined): object;
export function propsWithDefaults(type: string, props: object | undefined): object {
  const defaults = own<object>(widgetDefaults, type);
  if (!defaults) return props ?? NO_PROPS;
  if (!props) return defaults;
  let byProps = merged.get(type);
  if (!byProps) merged.set(type, (byProps = new WeakMap()));
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

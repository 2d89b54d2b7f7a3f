import { isJson, type Json } from './editorBundle.ts';
import { widgetContract } from './registry.ts';
import type { SchemaFile } from './schemaFiles.ts';

/**
 * The editor's view of a node and an action call. The contracts (node.schema.json, action.schema.json) leave a
 * node's `props` and a call's `params` open and the linter checks them per widget type and action name; an editor
 * only has JSON Schema, so these documents say the same with one if/then per widget type and per action (the way
 * amis publishes its editor schema): the `type` picks the props schema, the accepted data sources (each source
 * picking its params schema) and the events `on` may name; the `action` picks the params schema.
 */

interface Entry {
  name: string;
  schema: Json;
}

const entriesOf = (files: readonly SchemaFile[], dir: string): Entry[] =>
  files
    .map((f) => ({ schema: f.schema, m: new RegExp(`^${dir}/([^/]+)\\.schema\\.json$`).exec(f.rel) }))
    .filter((e): e is { schema: Json; m: RegExpExecArray } => e.m !== null)
    .map(({ schema, m }) => ({ name: m[1], schema }))
    .sort((a, b) => a.name.localeCompare(b.name));

const descriptionOf = (e: Entry): string => (typeof e.schema.description === 'string' ? e.schema.description : '');
const hasRequired = (s: Json): boolean => Array.isArray(s.required) && s.required.length > 0;
const forbidden = (message: string): Json => ({ not: {}, errorMessage: message });
/** lint:config checks an absent `props` or `params` as `{}`, so a schema with required keys needs it present. */
const paramsRequired = (s: Json, key = 'params'): Json => (hasRequired(s) ? { required: [key] } : {});

/** A value taken at run time, `{"var": "event.url"}`, under a path of its own (no file has it) for params to $ref. */
const VAR_VALUE_REL = 'editor-var-value.schema.json';
const varValue: Json = {
  title: 'VarValue',
  description: 'Taken when the action runs: a dotted path into the event or the condition context.',
  type: 'object',
  properties: { var: { $ref: 'condition.schema.json#/$defs/varRef' } },
  required: ['var'],
  additionalProperties: false,
};

/** Any value inside params may be `{"var": path}` instead (the runner resolves it), so each one also accepts that. */
function withVars(schema: Json): Json {
  const either = (s: unknown): Json => ({ anyOf: [isJson(s) ? withVars(s) : s, { $ref: `../${VAR_VALUE_REL}` }] });
  const out: Json = { ...schema };
  if (isJson(schema.properties)) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, either(v)]));
  if (isJson(schema.items)) out.items = either(schema.items);
  if (isJson(schema.additionalProperties)) out.additionalProperties = either(schema.additionalProperties);
  return out;
}

/** Params schemas (actions/*, data/*) as the editor checks them: var values allowed, `$defs.data` left out. */
export function paramsDocuments(files: readonly SchemaFile[]): Map<string, Json> {
  const out = new Map<string, Json>([[VAR_VALUE_REL, varValue]]);
  for (const f of files) {
    if (!/^(actions|data)\/[^/]+\.schema\.json$/.test(f.rel)) continue;
    const { $defs: _data, ...params } = f.schema;
    out.set(f.rel, withVars(params));
  }
  return out;
}

/** `if` the discriminator holds `name`, `then` ... (an absent discriminator selects nothing). */
const when = (key: string, name: string, then: Json): Json => ({ if: { properties: { [key]: { const: name } }, required: [key] }, then });

/** A node's `data` for one widget type: only the sources it accepts, each with its own params. */
function bindingFor(type: string, accepted: readonly string[], sources: ReadonlyMap<string, Json>): Json {
  if (!accepted.length) return forbidden(`Widget ${type} takes no data source: remove \`data\`.`);
  const entries = accepted.map((name) => ({ name, schema: sources.get(name) ?? {} }));
  return {
    properties: { source: { enum: [...accepted], enumDescriptions: entries.map(descriptionOf) } },
    allOf: entries.map((s) => when('source', s.name, { properties: { params: { $ref: `data/${s.name}.schema.json` } }, ...paramsRequired(s.schema) })),
  };
}

/** The events `on` may name for one widget type. */
function eventsFor(type: string, events: readonly string[]): Json {
  if (!events.length) return { propertyNames: forbidden(`Widget ${type} emits no events: remove \`on\`.`) };
  return { propertyNames: { enum: [...events] } };
}

/** node.schema.json as the editor sees it (written as if it were that file, so its `$ref`s resolve alike). */
export function editorNode(files: readonly SchemaFile[], contract: Json): Json {
  const widgets = entriesOf(files, 'widgets');
  const sources = new Map(entriesOf(files, 'data').map((d) => [d.name, d.schema]));
  const properties = isJson(contract.properties) ? contract.properties : {};
  const typeProp = isJson(properties.type) ? properties.type : {};
  const { $id: _id, $schema: _schema, ...rest } = contract;
  return {
    ...rest,
    properties: {
      ...properties,
      type: { description: typeProp.description, enum: widgets.map((w) => w.name), enumDescriptions: widgets.map(descriptionOf) },
    },
    allOf: widgets.map((w) => {
      const { data, events } = widgetContract(w.schema);
      return when('type', w.name, {
        properties: { props: { $ref: `widgets/${w.name}.schema.json` }, data: bindingFor(w.name, data, sources), on: eventsFor(w.name, events) },
        ...paramsRequired(w.schema, 'props'),
      });
    }),
  };
}

/** action.schema.json as the editor sees it: the action name picks its params schema. */
export function editorAction(files: readonly SchemaFile[], contract: Json): Json {
  const actions = entriesOf(files, 'actions');
  const properties = isJson(contract.properties) ? contract.properties : {};
  const actionProp = isJson(properties.action) ? properties.action : {};
  const { $id: _id, $schema: _schema, ...rest } = contract;
  return {
    ...rest,
    properties: {
      ...properties,
      action: { description: actionProp.description, enum: actions.map((a) => a.name), enumDescriptions: actions.map(descriptionOf) },
    },
    allOf: actions.map((a) => when('action', a.name, { properties: { params: { $ref: `actions/${a.name}.schema.json` } }, ...paramsRequired(a.schema) })),
  };
}

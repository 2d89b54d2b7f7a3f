import { posix } from 'node:path';
import { isJson, type Json } from './editorBundle.ts';
import { widgetContract } from './registry.ts';
import type { SchemaFile } from './schemaFiles.ts';
import type { FormEntry, FormKind } from './studioForms.ts';
import { BANNER } from './types.ts';

/** One variable a condition may read (`{"var": path}`), flattened from schemas/context.schema.json. */
interface ContextVariable {
  path: string;
  description: string;
  /** JSON type(s) as written ('boolean', 'integer | null', 'string'...); 'object' for an open map (`open`). */
  type: string;
  /** The values an enum allows. */
  values?: (string | number | boolean | null)[];
  /** Any key below this path may be read (route.query.<name>, event.<field>). */
  open?: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const nameOf = (rel: string, dir: string): string | undefined => new RegExp(`^${dir}/([^/]+)\\.schema\\.json$`).exec(rel)?.[1];

/** A `$ref` resolved against the schema files (the context refers to brand.schema.json#/$defs/settings). */
function resolve(files: ReadonlyMap<string, Json>, from: string, s: Json): { schema: Json; rel: string } {
  if (typeof s.$ref !== 'string') return { schema: s, rel: from };
  const [filePart, fragment = ''] = s.$ref.split('#');
  const rel = filePart ? posix.normalize(posix.join(posix.dirname(from), filePart)) : from;
  let node: unknown = files.get(rel);
  for (const seg of fragment.split('/').filter(Boolean)) node = isJson(node) ? node[seg] : undefined;
  if (!isJson(node)) throw new Error(`gen: studio catalog: $ref "${s.$ref}" in schemas/${from} names nothing`);
  return resolve(files, rel, { ...node, ...(s.description ? { description: s.description } : {}) });
}

/** Every leaf of the condition context, by dotted path, for the condition editor. */
function contextVariables(files: readonly SchemaFile[]): ContextVariable[] {
  const byRel = new Map(files.map((f) => [f.rel, f.schema]));
  const root = byRel.get('context.schema.json');
  if (!root) throw new Error('gen: studio catalog: schemas/context.schema.json is missing');
  const out: ContextVariable[] = [];
  const walk = (path: string, raw: Json, from: string): void => {
    const { schema, rel } = resolve(byRel, from, raw);
    const props = isJson(schema.properties) ? schema.properties : undefined;
    if (path && !props) {
      const types = Array.isArray(schema.type) ? schema.type.join(' | ') : str(schema.type);
      const values = Array.isArray(schema.enum) ? (schema.enum as ContextVariable['values']) : undefined;
      out.push({
        path,
        description: str(schema.description),
        type: types || (values ? [...new Set(values?.map((v) => (v === null ? 'null' : typeof v)))].join(' | ') : 'any'),
        ...(values ? { values } : {}),
        ...(schema.additionalProperties !== undefined && schema.additionalProperties !== false ? { open: true } : {}),
      });
      return;
    }
    for (const [key, sub] of Object.entries(props ?? {})) if (isJson(sub)) walk(path ? `${path}.${key}` : key, sub, rel);
  };
  walk('', root, 'context.schema.json');
  return out;
}

const q = (s: string): string => JSON.stringify(s);

/** A `switch` of lazy imports: one chunk per form, loaded when its inspector opens. */
function loader(fn: string, doc: string, param: string, forms: readonly FormEntry[], kind: FormKind): string[] {
  return [
    `/** ${doc} Undefined for a name the deployed code does not have. */`,
    `export async function ${fn}(${param}: string): Promise<StudioForm | undefined> {`,
    `  switch (${param}) {`,
    ...forms.filter((f) => f.kind === kind).map((f) => `    case ${q(f.name)}:\n      return import('./${f.module.replace(/^studio\//, '')}.js');`),
    '    default:',
    '      return undefined;',
    '  }',
    '}',
    '',
  ];
}

/**
 * src/generated/studio/catalog.ts: what the studio offers (the palette's widget types with their contracts, the
 * actions, the data sources, the context variables) and a lazy loader per form.
 */
export function studioCatalogModule(files: readonly SchemaFile[], forms: readonly FormEntry[]): string {
  const widgets: string[] = [];
  const actions: string[] = [];
  const sources: string[] = [];
  for (const f of files) {
    const desc = q(str(f.schema.description));
    const w = nameOf(f.rel, 'widgets');
    if (w) {
      const { data, events } = widgetContract(f.schema);
      widgets.push(
        `  { type: ${q(w)}, title: ${q(str(f.schema.title))}, description: ${desc}, data: ${JSON.stringify(data)}, events: ${JSON.stringify(events)} },`,
      );
    }
    const hasParams = isJson(f.schema.properties) && Object.keys(f.schema.properties).length > 0;
    const required = Array.isArray(f.schema.required) && f.schema.required.length > 0;
    const a = nameOf(f.rel, 'actions');
    if (a) actions.push(`  { name: ${q(a)}, description: ${desc}, hasParams: ${hasParams}, paramsRequired: ${required} },`);
    const d = nameOf(f.rel, 'data');
    if (d) sources.push(`  { name: ${q(d)}, description: ${desc}, hasParams: ${hasParams}, paramsRequired: ${required} },`);
  }
  const vars = contextVariables(files).map((v) => `  ${JSON.stringify(v)},`);
  return [
    BANNER,
    "import type { RJSFSchema, ValidatorType } from '@rjsf/utils';",
    "import type { ActionName, DataSourceName, WidgetType } from '../registry.ts';",
    '',
    "/** A form for the inspector: pass `schema` (this very object) and `validator` to rjsf's <Form>. */",
    'export interface StudioForm {',
    '  schema: RJSFSchema;',
    '  validator: ValidatorType;',
    '}',
    '',
    "/** A widget type the palette offers: its contract's description, the data sources it accepts and its events. */",
    'export interface WidgetTypeInfo {',
    '  type: WidgetType;',
    '  /** The props type name (BannerCarouselProps). */',
    '  title: string;',
    '  description: string;',
    '  data: DataSourceName[];',
    '  events: string[];',
    '}',
    '',
    '/** An action or data source: whether it takes params, and whether a call must give them. */',
    'export interface CallableInfo<N extends string> {',
    '  name: N;',
    '  description: string;',
    '  hasParams: boolean;',
    '  paramsRequired: boolean;',
    '}',
    '',
    '/** A path a condition may read with {"var": path} (schemas/context.schema.json). */',
    'export interface ContextVariable {',
    '  path: string;',
    '  description: string;',
    "  /** JSON type(s): 'boolean', 'integer | null', 'string'...; 'object' for an open map. */",
    '  type: string;',
    '  /** The values an enum allows. */',
    '  values?: (string | number | boolean | null)[];',
    '  /** Any key below the path may be read too (route.query.<name>, event.<field>). */',
    '  open?: boolean;',
    '}',
    '',
    `export const widgetTypes: readonly WidgetTypeInfo[] = [\n${widgets.join('\n')}\n];`,
    '',
    `export const actionNames: readonly CallableInfo<ActionName>[] = [\n${actions.join('\n')}\n];`,
    '',
    `export const dataSourceNames: readonly CallableInfo<DataSourceName>[] = [\n${sources.join('\n')}\n];`,
    '',
    `export const contextVariables: readonly ContextVariable[] = [\n${vars.join('\n')}\n];`,
    '',
    ...loader('loadWidgetForm', "A widget type's props form.", 'type', forms, 'widgets'),
    ...loader('loadActionForm', 'An action\'s params form (any value may be {"var": path}).', 'name', forms, 'actions'),
    ...loader('loadDataForm', 'A data source\'s params form (node.data.params; any value may be {"var": path}).', 'name', forms, 'data'),
    '/** The form of a `when` condition (recursive: its sub-conditions share one `$defs` entry). */',
    'export function loadConditionForm(): Promise<StudioForm> {',
    `  return import('./${forms.find((f) => f.kind === 'condition')?.module.replace(/^studio\//, '')}.js');`,
    '}',
    '',
  ].join('\n');
}

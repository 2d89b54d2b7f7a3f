import type { SchemaFile } from './schemaFiles.ts';
import { BANNER, moduleOf } from './types.ts';

/** What a widget schema declares about its node beyond props: the data sources it takes and the events it emits. */
export interface WidgetContract {
  data: string[];
  events: string[];
}

/** The `x-widget` contract of a widget schema (none declared: no data, no events). */
export function widgetContract(schema: Record<string, unknown>): WidgetContract {
  const c = schema['x-widget'] as Partial<WidgetContract> | undefined;
  return { data: [...(c?.data ?? [])], events: [...(c?.events ?? [])] };
}

interface Entry {
  name: string;
  file: SchemaFile;
}

const entriesOf = (files: readonly SchemaFile[], dir: string): Entry[] =>
  files
    .map((file) => ({ file, m: new RegExp(`^${dir}/([^/]+)\\.schema\\.json$`).exec(file.rel) }))
    .filter((e): e is { file: SchemaFile; m: RegExpExecArray } => e.m !== null)
    .map(({ file, m }) => ({ name: m[1], file }))
    .sort((a, b) => a.name.localeCompare(b.name));

const title = (s: Record<string, unknown>): string => String(s.title);
const dataTitle = (s: Record<string, unknown>): string => String((s.$defs as { data?: { title?: string } } | undefined)?.data?.title ?? '');
const union = (names: readonly string[]): string => (names.length ? names.map((n) => `'${n}'`).join(' | ') : 'never');

/**
 * Checks the contracts against each other: a widget may only take data sources that exist, and every data source
 * says what it yields (its `$defs.data`), so a widget's data has a type.
 */
export function checkContracts(files: readonly SchemaFile[]): void {
  const sources = new Set(entriesOf(files, 'data').map((e) => e.name));
  const problems: string[] = [];
  for (const d of entriesOf(files, 'data'))
    if (!dataTitle(d.file.schema)) problems.push(`schemas/${d.file.rel}: $defs.data (what the source yields, with a title) is missing`);
  for (const w of entriesOf(files, 'widgets')) {
    for (const s of widgetContract(w.file.schema).data)
      if (!sources.has(s)) problems.push(`schemas/${w.file.rel}: x-widget.data names "${s}", which is no data source`);
  }
  if (problems.length) throw new Error(`gen: ${problems.join('\n  ')}`);
}

/**
 * src/generated/registry.ts: the unions of widget types, action names and data source names, and the maps from
 * each to its props, params, accepted data sources, events and data. The registries in src/widgets, src/actions
 * and src/data are mapped objects over these unions, so an entry without a schema, or a schema without an entry,
 * does not compile.
 */
export function registryModule(files: readonly SchemaFile[]): string {
  const widgets = entriesOf(files, 'widgets');
  const actions = entriesOf(files, 'actions');
  const data = entriesOf(files, 'data');
  const imports = [
    ...widgets.map((w) => `import type { ${title(w.file.schema)} } from './${moduleOf(w.file.rel)}.ts';`),
    ...actions.map((a) => `import type { ${title(a.file.schema)} } from './${moduleOf(a.file.rel)}.ts';`),
    ...data.map((d) => `import type { ${dataTitle(d.file.schema)}, ${title(d.file.schema)} } from './${moduleOf(d.file.rel)}.ts';`),
  ];
  const map = (name: string, doc: string, rows: string[]): string[] => [`/** ${doc} */`, `export interface ${name} {`, ...rows, '}', ''];
  return [
    BANNER,
    ...imports,
    '',
    '/** Every widget type a node may name (schemas/widgets/<type>.schema.json). */',
    `export const widgetTypes = [${widgets.map((w) => `'${w.name}'`).join(', ')}] as const;`,
    'export type WidgetType = (typeof widgetTypes)[number];',
    '',
    ...map(
      'WidgetPropsMap',
      "Each widget type's props.",
      widgets.map((w) => `  ${w.name}: ${title(w.file.schema)};`),
    ),
    ...map(
      'WidgetDataMap',
      'The data sources each widget type accepts in `data.source` (x-widget.data).',
      widgets.map((w) => `  ${w.name}: ${union(widgetContract(w.file.schema).data)};`),
    ),
    ...map(
      'WidgetEventsMap',
      'The events each widget type emits, for `on.<event>` (x-widget.events).',
      widgets.map((w) => `  ${w.name}: ${union(widgetContract(w.file.schema).events)};`),
    ),
    '/** Every action a document may run (schemas/actions/<name>.schema.json). */',
    `export const actionNames = [${actions.map((a) => `'${a.name}'`).join(', ')}] as const;`,
    'export type ActionName = (typeof actionNames)[number];',
    '',
    ...map(
      'ActionParamsMap',
      "Each action's params.",
      actions.map((a) => `  ${a.name}: ${title(a.file.schema)};`),
    ),
    '/** Every data source a node may bind (schemas/data/<name>.schema.json). */',
    `export const dataSourceNames = [${data.map((d) => `'${d.name}'`).join(', ')}] as const;`,
    'export type DataSourceName = (typeof dataSourceNames)[number];',
    '',
    ...map(
      'DataParamsMap',
      "Each data source's params.",
      data.map((d) => `  ${d.name}: ${title(d.file.schema)};`),
    ),
    ...map(
      'DataValueMap',
      'What each data source yields ($defs.data).',
      data.map((d) => `  ${d.name}: ${dataTitle(d.file.schema)};`),
    ),
  ].join('\n');
}

import type { SchemaFile } from './schemaFiles.ts';
import { BANNER } from './types.ts';

interface Entry {
  name: string;
  /** Property name -> its `default` keyword, in schema order (top-level properties only: the merge is shallow). */
  defaults: [string, unknown][];
}

const entriesOf = (files: readonly SchemaFile[], dir: string): Entry[] =>
  files
    .map((file) => ({ file, m: new RegExp(`^${dir}/([^/]+)\\.schema\\.json$`).exec(file.rel) }))
    .filter((e): e is { file: SchemaFile; m: RegExpExecArray } => e.m !== null)
    .map(({ file, m }) => {
      const props = (file.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return {
        name: m[1],
        defaults: Object.entries(props)
          .filter(([, p]) => 'default' in p)
          .map(([k, p]): [string, unknown] => [k, p.default]),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

const keys = (e: Entry): string => (e.defaults.length ? e.defaults.map(([k]) => `'${k}'`).join(' | ') : 'never');
const values = (entries: Entry[]): string[] =>
  entries.filter((e) => e.defaults.length).map((e) => `  ${e.name}: { ${e.defaults.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')} },`);

/**
 * src/generated/defaults.ts: the `default` keywords of the widget, action and data source schemas as data (the
 * renderer lays a node's props, an action's params and a binding's params over them), and the types of props and
 * params once they are applied: a key with a schema default is then never undefined.
 */
export function defaultsModule(files: readonly SchemaFile[]): string {
  const widgets = entriesOf(files, 'widgets');
  const actions = entriesOf(files, 'actions');
  const data = entriesOf(files, 'data');
  const section = (
    kind: string,
    unionName: string,
    mapName: string,
    keysName: string,
    valueName: string | null,
    typeName: string,
    param: string,
    list: Entry[],
    doc: string,
  ) => [
    `/** The ${doc} each ${kind}'s schema gives a \`default\`. */`,
    `export interface ${keysName} {`,
    ...list.map((e) => `  ${e.name}: ${keys(e)};`),
    '}',
    '',
    `/** The ${doc} of ${kind} ${param} once its schema defaults are applied. */`,
    `export type ${typeName}<${param} extends ${unionName}> = WithDefaults<${mapName}[${param}], ${keysName}[${param}]>;`,
    '',
    ...(valueName
      ? [
          `/** Each ${kind}'s schema defaults (${kind}s without any are left out). */`,
          `export const ${valueName}: { readonly [${param} in ${unionName}]?: Given<${mapName}[${param}], ${keysName}[${param}]> } = {`,
          ...values(list),
          '};',
          '',
        ]
      : []),
  ];
  return [
    BANNER,
    "import type { ActionName, ActionParamsMap, DataParamsMap, DataSourceName, WidgetPropsMap, WidgetType } from './registry.ts';",
    '',
    '/** The keys K of P, present (what a schema default gives). */',
    'export type Given<P, K extends PropertyKey> = { [k in K & keyof P]-?: Exclude<P[k], undefined> };',
    '',
    '/** P once the defaults of the keys K are applied. */',
    'export type WithDefaults<P, K extends PropertyKey> = P & Given<P, K>;',
    '',
    // A widget's defaults travel with its lazily loaded module (widgetDefaultModules), not in the first screen's code.
    ...section('widget type', 'WidgetType', 'WidgetPropsMap', 'WidgetDefaultKeys', null, 'PropsWithDefaults', 'T', widgets, 'props'),
    ...section('action', 'ActionName', 'ActionParamsMap', 'ActionDefaultKeys', 'actionDefaults', 'ActionParamsWithDefaults', 'A', actions, 'params'),
    ...section('data source', 'DataSourceName', 'DataParamsMap', 'DataDefaultKeys', 'dataDefaults', 'DataParamsWithDefaults', 'N', data, 'params'),
  ].join('\n');
}

/**
 * src/generated/widgetDefaults/<type>.ts for each widget type whose schema gives defaults: its `defaults`, which
 * the widget's module.ts re-exports (the module's type requires it), so a route loads only its own widgets' defaults.
 */
export function widgetDefaultModules(files: readonly SchemaFile[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entriesOf(files, 'widgets')) {
    if (!e.defaults.length) continue;
    out.set(
      `widgetDefaults/${e.name}.ts`,
      [
        BANNER,
        "import type { Given, WidgetDefaultKeys } from '../defaults.ts';",
        "import type { WidgetPropsMap } from '../registry.ts';",
        '',
        `/** The \`default\` keywords of schemas/widgets/${e.name}.schema.json. */`,
        `export const defaults: Given<WidgetPropsMap['${e.name}'], WidgetDefaultKeys['${e.name}']> = { ${e.defaults.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')} };`,
        '',
      ].join('\n'),
    );
  }
  return out;
}

/** Where a description states a default: "(default 1000)", "default: true", "defaults to /m/home", "Default [A, B]." */
const STATED = /\bdefaults?(?:\s+to|:)?\s+([^;)]*?)(?:[;)]|\.(?:\s|$)|$)/i;

/** A value as a description writes it: a number, boolean, path, quoted text, message key, CONSTANT, 7d/24h, or a list. */
const LITERAL = /^(?:-?\d+(?:\.\d+)?[a-z]?|true|false|\/[\w/.-]*|"[^"]*"|'[^']*'|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9_]+|\[[^\]]*\])/;
/** Words that say a default is computed or a whole set, not a value ("default all", "default the first of presets"). */
const PROSE = /^(?:all|every|none|the|this|today|empty)\b/i;

/**
 * The literal values a stated default starts with, or null when it is computed: prose, or a value qualified by
 * words that follow it ("default /m/home once signed in", "default deposit_history or withdraw_history").
 */
function statedLiterals(clause: string): string[] | null {
  const out: string[] = [];
  let rest = clause.trim();
  for (;;) {
    const m = LITERAL.exec(rest);
    if (!m) break;
    out.push(
      ...m[0]
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((w) => w.trim().replace(/^["']|["']$/g, ''))
        .filter(Boolean),
    );
    rest = rest.slice(m[0].length);
    const join = /^(?:\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+)/.exec(rest);
    if (!join || !LITERAL.test(rest.slice(join[0].length))) break;
    rest = rest.slice(join[0].length);
  }
  if (!out.length) return null;
  return /^\s+\w/.test(rest) ? null : out;
}

/** The words a `default` keyword's value is written with: array items, object keys and values, or the scalar. */
const valueWords = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v !== null && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => [k, String(x)]) : [String(v)];

/**
 * Warnings for properties whose description states a default that their `default` keyword does not have, or
 * another one than the keyword. Every schema but the platform API's (schemas/api: the platform's own defaults,
 * which the server's validation would apply) is read, nested properties too. `npm run gen` prints them.
 */
export function describedDefaultWarnings(files: readonly SchemaFile[]): string[] {
  const out: string[] = [];
  const check = (prop: Record<string, unknown>, where: string): void => {
    const m = typeof prop.description === 'string' ? STATED.exec(prop.description) : null;
    if (!m) return;
    const clause = m[1].trim();
    const literals = PROSE.test(clause) ? null : statedLiterals(clause);
    if (!('default' in prop)) {
      if (literals) out.push(`${where}: the description states "${m[0].trim()}" but the property has no \`default\` keyword`);
      return;
    }
    const tokens = new Set(clause.split(/[\s,[\]"':]+/).filter(Boolean));
    const values = valueWords(prop.default);
    if (values.some((v) => !tokens.has(v)) || (literals ?? []).some((l) => !values.includes(l))) {
      out.push(`${where}: the description states "${m[0].trim()}", the \`default\` keyword is ${JSON.stringify(prop.default)}`);
    }
  };
  const walk = (node: unknown, path: string, rel: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [i, n] of node.entries()) walk(n, `${path}/${i}`, rel);
      return;
    }
    const o = node as Record<string, unknown>;
    if (o.properties && typeof o.properties === 'object') {
      for (const [name, p] of Object.entries(o.properties))
        if (p && typeof p === 'object') check(p as Record<string, unknown>, `schemas/${rel}: ${path}/properties/${name}`);
    }
    for (const [k, v] of Object.entries(o)) if (k !== 'default' && k !== 'examples' && k !== 'const' && k !== 'enum') walk(v, `${path}/${k}`, rel);
  };
  for (const f of files) if (!f.rel.startsWith('api/')) walk(f.schema, '', f.rel);
  return out;
}

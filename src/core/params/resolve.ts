/** A param value taken from the context or the event at run time: `{"var": "event.url"}`. */
interface VarRef {
  var: string;
}

const isVarRef = (v: unknown): v is VarRef =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as VarRef).var === 'string';

/** Reads a dotted path ("event.item.id") from an object; undefined when any step is missing. */
function readPath(source: unknown, path: string): unknown {
  let cur: unknown = source;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Replaces every `{"var": path}` inside params by the value at that path in scope (deep, non-mutating). */
export function resolveParams<T>(params: T, scope: object): T {
  const walk = (v: unknown): unknown => {
    if (isVarRef(v)) return readPath(scope, v.var);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(params) as T;
}

/** Fills `{name}` placeholders of a path template, e.g. "/m/activityDetail?id={id}". */
export function fillTemplate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(String(values[k] ?? '')));
}

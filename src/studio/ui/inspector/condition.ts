import { isObject } from '../../draft/json.ts';

/** The operators the simple editor offers, as a person reads them; the rest is edited as JSON. */
export const OPERATORS = [
  { op: 'truthy', label: 'is true' },
  { op: 'falsy', label: 'is false' },
  { op: '==', label: 'equals' },
  { op: '!=', label: 'does not equal' },
  { op: '<', label: 'is less than' },
  { op: '<=', label: 'is at most' },
  { op: '>', label: 'is more than' },
  { op: '>=', label: 'is at least' },
  { op: 'in', label: 'is one of (comma-separated)' },
] as const;

export type Operator = (typeof OPERATORS)[number]['op'];

/** One comparison of a context variable: what the simple editor edits. */
export interface SimpleCondition {
  variable: string;
  op: Operator;
  /** As typed; converted by the variable's type when the condition is built. */
  value: string;
}

const varOf = (v: unknown): string | null => (isObject(v) && Object.keys(v).length === 1 && typeof v.var === 'string' ? v.var : null);

const show = (v: unknown): string => (Array.isArray(v) ? v.map((x) => String(x)).join(', ') : v === null ? 'null' : String(v));

/** The simple form of a condition, or null when it is more than one comparison of a variable. */
export function toSimple(c: unknown): SimpleCondition | null {
  const bare = varOf(c);
  if (bare !== null) return { variable: bare, op: 'truthy', value: '' };
  if (!isObject(c) || Object.keys(c).length !== 1) return null;
  const [op, arg] = Object.entries(c)[0];
  if (op === '!') {
    const v = varOf(arg);
    return v === null ? null : { variable: v, op: 'falsy', value: '' };
  }
  if (!OPERATORS.some((o) => o.op === op) || !Array.isArray(arg) || arg.length !== 2) return null;
  const v = varOf(arg[0]);
  if (v === null || isObject(arg[1])) return null;
  return { variable: v, op: op as Operator, value: show(arg[1]) };
}

function typed(text: string, type: unknown): unknown {
  const types: unknown[] = Array.isArray(type) ? type : String(type).split(/\s*\|\s*/);
  const t = text.trim();
  if (types.includes('boolean') && (t === 'true' || t === 'false')) return t === 'true';
  if ((types.includes('number') || types.includes('integer')) && t !== '' && Number.isFinite(Number(t))) return Number(t);
  if (types.includes('null') && t === 'null') return null;
  return text;
}

/** The JSON Logic condition of a simple one; `type` is the variable's JSON Schema type (values are converted to it). */
export function fromSimple(s: SimpleCondition, type: unknown): unknown {
  const ref = { var: s.variable };
  if (s.op === 'truthy') return ref;
  if (s.op === 'falsy') return { '!': ref };
  if (s.op === 'in') return { in: [ref, s.value.split(',').map((v) => typed(v.trim(), type))] };
  return { [s.op]: [ref, typed(s.value, type)] };
}

/** A readable line for a condition: "session.loggedIn is true", else its JSON. */
export function describeCondition(c: unknown): string {
  const s = toSimple(c);
  if (s === null) return JSON.stringify(c);
  const label = (OPERATORS.find((o) => o.op === s.op)?.label ?? s.op).replace(/ \(.*\)$/, '');
  return s.op === 'truthy' || s.op === 'falsy' ? `${s.variable} ${label}` : `${s.variable} ${label} ${s.value}`;
}

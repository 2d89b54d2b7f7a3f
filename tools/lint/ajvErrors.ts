import type { ErrorObject } from 'ajv';
import { describeChoices, describeValue, fromPointer, isObject, type Segment } from './json.ts';
import { didYouMean } from './suggest.ts';

/** A schema violation in operator terms, at a path relative to the validated value. */
export interface Issue {
  path: Segment[];
  /** Point at the property name rather than its value. */
  atKey?: boolean;
  message: string;
  expected: string;
  found: string;
  suggestion?: string;
}

const ALTERNATIVES = new Set(['anyOf', 'oneOf']);
/** Errors that only say "this branch is not the one" (the value has another shape). */
const SHAPE = new Set(['required', 'type', 'additionalProperties', 'const', 'enum', 'not', 'anyOf', 'oneOf']);

const isUnder = (path: string, parent: string): boolean => path === parent || path.startsWith(`${parent}/`);

/**
 * ajv with allErrors reports every failed branch of an anyOf. Keep what helps: when some branch got past the
 * shape of the value (errors deeper down), those deeper errors; else the anyOf error alone.
 */
function pruneAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<number>();
  for (let k = errors.length - 1; k >= 0; k--) {
    const e = errors[k];
    if (dropped.has(k) || !ALTERNATIVES.has(e.keyword)) continue;
    let start = k;
    while (start > 0 && !dropped.has(start - 1) && isUnder(errors[start - 1].instancePath, e.instancePath)) start--;
    const run = [...Array(k - start).keys()].map((i) => i + start);
    const deeper = run.filter((i) => errors[i].instancePath !== e.instancePath || !SHAPE.has(errors[i].keyword));
    if (deeper.length > 0) {
      dropped.add(k);
      for (const i of run) if (!deeper.includes(i)) dropped.add(i);
    } else for (const i of run) dropped.add(i);
  }
  return errors.filter((e, i) => !dropped.has(i) && e.keyword !== 'if' && e.keyword !== 'propertyNames');
}

const nameOf = (path: readonly Segment[]): string => {
  const last = path[path.length - 1];
  if (last === undefined) return 'the document';
  return /^\d+$/.test(String(last)) ? `item ${last} of "${String(path[path.length - 2] ?? '')}"` : `"${String(last)}"`;
};

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};
const describeType = (t: unknown): string => (Array.isArray(t) ? t : [t]).map((x) => TYPE_WORDS[String(x)] ?? String(x)).join(' or ');

/** What one alternative of an anyOf looks like, e.g. `{"and": [...]}` or `true or false`. */
function describeBranch(branch: unknown): string {
  if (!isObject(branch)) return 'a value';
  if (Array.isArray(branch.required) && branch.required.length > 0) return `{${branch.required.map((k) => `"${String(k)}": ...`).join(', ')}}`;
  if (branch.type !== undefined) return describeType(branch.type);
  if (Array.isArray(branch.enum)) return describeChoices(branch.enum);
  if (typeof branch.$ref === 'string') return branch.$ref === '#' ? 'a nested value of the same kind' : `a ${branch.$ref.replace(/\.schema\.json.*$/, '')}`;
  return 'a value';
}

function toIssue(e: ErrorObject): Issue {
  const base = fromPointer(e.instancePath);
  const p = e.params as Record<string, unknown>;
  const found = describeValue(e.data);
  const name = nameOf(base);
  switch (e.keyword) {
    case 'required': {
      const prop = String(p.missingProperty);
      return { path: base, message: `missing required property "${prop}"`, expected: `a property "${prop}"`, found: found };
    }
    case 'additionalProperties': {
      const prop = String(p.additionalProperty);
      const known =
        isObject(e.parentSchema) && isObject(e.parentSchema.properties) ? Object.keys(e.parentSchema.properties).filter((k) => k !== '$schema') : [];
      return {
        path: [...base, prop],
        atKey: true,
        message: `unknown property "${prop}"`,
        expected: known.length ? `one of the known properties ${known.map((k) => `"${k}"`).join(', ')}` : 'no other properties',
        found: `"${prop}"`,
        suggestion: didYouMean(prop, known),
      };
    }
    case 'type':
      return { path: base, message: `${name} has the wrong type`, expected: describeType(p.type), found };
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues : [];
      const strings = allowed.filter((v): v is string => typeof v === 'string');
      return {
        path: base,
        message: `${name} is not one of the allowed values`,
        expected: describeChoices(allowed),
        found,
        suggestion: typeof e.data === 'string' ? didYouMean(e.data, strings) : undefined,
      };
    }
    case 'const':
      return { path: base, message: `${name} must be exactly ${JSON.stringify(p.allowedValue)}`, expected: JSON.stringify(p.allowedValue), found };
    case 'pattern': {
      // A schema may say in words what its pattern means (`x-expected`); a bare regex is hard on an operator.
      const words = isObject(e.parentSchema) && typeof e.parentSchema['x-expected'] === 'string' ? e.parentSchema['x-expected'] : undefined;
      return { path: base, message: `${name} does not have the expected form`, expected: words ?? `text matching ${String(p.pattern)}`, found };
    }
    case 'format':
      return { path: base, message: `${name} is not a valid ${String(p.format)}`, expected: `a ${String(p.format)}`, found };
    case 'minLength':
    case 'maxLength':
      return {
        path: base,
        message: `${name} is too ${e.keyword === 'minLength' ? 'short' : 'long'}`,
        expected: `${e.keyword === 'minLength' ? 'at least' : 'at most'} ${String(p.limit)} characters`,
        found,
      };
    case 'minItems':
    case 'maxItems':
      return {
        path: base,
        message: `${name} has too ${e.keyword === 'minItems' ? 'few' : 'many'} items`,
        expected: `${e.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} items`,
        found,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path: base, message: `${name} is out of range`, expected: `a number ${String(p.comparison)} ${String(p.limit)}`, found };
    case 'uniqueItems':
      return { path: base, message: `${name} lists the same value twice (items ${String(p.j)} and ${String(p.i)})`, expected: 'each value once', found };
    case 'anyOf':
    case 'oneOf': {
      const branches = Array.isArray(e.schema) ? e.schema : [];
      const title = isObject(e.parentSchema) && typeof e.parentSchema.title === 'string' ? ` ${e.parentSchema.title}` : '';
      return { path: base, message: `${name} is not a valid${title || ' value'}`, expected: `one of: ${branches.map(describeBranch).join(', ')}`, found };
    }
    default:
      return { path: base, message: `${name}: ${e.message ?? 'is invalid'}`, expected: `a value that satisfies "${e.keyword}"`, found };
  }
}

/** An ajv property-name error (e.g. an unknown whitelabel flag) points at the key itself. */
function propertyNameIssue(e: ErrorObject, propertyName: string): Issue {
  const path = [...fromPointer(e.instancePath), propertyName];
  const p = e.params as Record<string, unknown>;
  const allowed = e.keyword === 'enum' && Array.isArray(p.allowedValues) ? p.allowedValues.filter((v): v is string => typeof v === 'string') : [];
  const expected = allowed.length ? describeChoices(allowed) : e.keyword === 'pattern' ? `a name matching ${String(p.pattern)}` : 'an allowed property name';
  return {
    path,
    atKey: true,
    message: `property name "${propertyName}" is not allowed here`,
    expected,
    found: `"${propertyName}"`,
    suggestion: didYouMean(propertyName, allowed),
  };
}

/** Operator-readable issues of one failed validation, most useful first, without anyOf noise. */
export function issuesFromAjv(errors: readonly ErrorObject[] | null | undefined): Issue[] {
  const out: Issue[] = [];
  for (const e of pruneAlternatives(errors ?? [])) {
    const propertyName = (e as ErrorObject & { propertyName?: string }).propertyName;
    out.push(propertyName !== undefined ? propertyNameIssue(e, propertyName) : toIssue(e));
  }
  return out;
}

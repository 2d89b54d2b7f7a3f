import type { ErrorObject, ValidateFunction } from 'ajv';
import { issuesFromAjv, type Issue } from '../ajvErrors.ts';
import { fromPointer, isVarRef, valueAt } from '../json.ts';

/** True when the error is about a `{"var"}` value or something inside one: it is resolved at run time. */
function aboutVar(params: unknown, e: ErrorObject): boolean {
  const path = fromPointer(e.instancePath);
  for (let i = 0; i <= path.length; i++) if (isVarRef(valueAt(params, path.slice(0, i)))) return true;
  return false;
}

/** Validates action or data params where any value may be `{"var": path}` (checked separately). */
export function paramIssues(validate: ValidateFunction, params: unknown): Issue[] {
  if (validate(params)) return [];
  return issuesFromAjv((validate.errors ?? []).filter((e) => !aboutVar(params, e)));
}

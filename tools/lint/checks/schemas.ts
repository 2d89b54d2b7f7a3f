import { issuesFromAjv } from '../ajvErrors.ts';
import type { LintContext } from '../context.ts';
import type { Target } from '../source.ts';

/** Validates a whole document (a raw file, or a composed brand or screen) against one schema under schemas/. */
export function checkSchema(ctx: LintContext, target: Target, schema: string, what: string): void {
  const validate = ctx.catalog.validator(schema);
  if (validate(target.value)) return;
  ctx.reporter.issues(target, [], issuesFromAjv(validate.errors), 'schema', what ? `${what}: ` : '');
}

import type { LintContext } from '../context.ts';
import { isObject, isString, type Segment } from '../json.ts';
import type { SourceFile } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import { checkSchema } from './schemas.ts';

/** screens/hosts.json against its schema, and every brand it names must be a brand folder (or a brand's id). */
export function checkHosts(ctx: LintContext, hosts: SourceFile, brands: ReadonlyMap<string, string | undefined>): void {
  checkSchema(ctx, hosts, 'hosts.schema.json', '');
  const doc = isObject(hosts.value) ? hosts.value : {};
  const folders = [...brands.keys()].sort();
  const ids = new Set([...brands.values()].filter(isString));
  const check = (name: unknown, path: Segment[]): void => {
    if (!isString(name) || brands.has(name) || ids.has(name)) return;
    ctx.reporter.add(hosts, path, {
      rule: 'unknown-brand',
      message: `hosts.json names brand "${name}", but there is no folder screens/${name}/ with a brand.json`,
      expected: folders.length ? `a brand: ${folders.map((b) => `"${b}"`).join(', ')}` : 'a brand folder (there are none)',
      found: `"${name}"`,
      suggestion: didYouMean(name, folders),
    });
  };
  check(doc.default, ['default']);
  if (isObject(doc.hosts)) for (const [host, brand] of Object.entries(doc.hosts)) check(brand, ['hosts', host]);
}

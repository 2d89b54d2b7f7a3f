import type { ComposedBrand } from '../compose.ts';
import type { LintContext } from '../context.ts';
import { isString } from '../json.ts';
import { didYouMean } from '../suggest.ts';

const REF = /\$t\(([^,)]+)\)/g;

/**
 * A per-place key defaults to a shared one by nesting (`"login_submit": "$t(login)"`, i18next's `$t()`): the
 * shared key must have a text in the same language, and a chain must not come back to itself, or the place
 * would show the raw key. Reported at the locale file that wrote the reference (the brand's when it did).
 */
export function checkLocaleRefs(ctx: LintContext, b: ComposedBrand): void {
  for (const [lang, locale] of b.locales) {
    const fileOf = (key: string) => [...locale.files].reverse().find((f) => Object.hasOwn(f.value as object, key));
    for (const [key, text] of Object.entries(locale.value)) {
      if (!isString(text)) continue;
      for (const [, ref] of text.matchAll(REF)) {
        const file = fileOf(key);
        if (!file) continue;
        if (!isString(locale.value[ref])) {
          ctx.reporter.add(file, [key], {
            brand: b.name,
            rule: 'i18n-default-missing',
            message: `"${key}" defaults to "${ref}", which has no ${lang} text`,
            expected: `a key of locales/${lang.toLowerCase()}.json`,
            found: `$t(${ref})`,
            suggestion: didYouMean(ref, Object.keys(locale.value)),
          });
        } else if (leadsBack(locale.value, ref, key)) {
          ctx.reporter.add(file, [key], {
            brand: b.name,
            rule: 'i18n-default-cycle',
            message: `"${key}" defaults to "${ref}", whose text leads back to "${key}"`,
            expected: 'a chain of $t() defaults that ends in a text',
            found: `$t(${ref})`,
          });
        }
      }
    }
  }
}

/** Whether following `$t()` references from `from` reaches `target`. */
function leadsBack(locale: Record<string, unknown>, from: string, target: string): boolean {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length > 0) {
    const k = todo.pop() as string;
    if (k === target) return true;
    if (seen.has(k)) continue;
    seen.add(k);
    const t = locale[k];
    if (isString(t)) for (const [, r] of t.matchAll(REF)) todo.push(r);
  }
  return false;
}

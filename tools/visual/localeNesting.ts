import type { BrandBundle } from '../../src/generated/brand-bundle.ts';

/** i18next nesting in a locale text: `$t(login)` shows the text of `login` (a per-place key's default). */
const NESTED = /\$t\(([A-Za-z0-9_.-]{1,100})\)/g;

/**
 * The keys `keys` show, with every key their texts nest (in any language of the bundles, transitively): a screen
 * naming `login_submit`, whose text is `$t(login)`, shows `login` too, so an edit of `login` changes that screen.
 */
export function withNestedKeys(keys: Iterable<string>, bundles: readonly BrandBundle[]): Set<string> {
  const out = new Set(keys);
  const queue = [...out];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    for (const b of bundles) {
      for (const doc of Object.values(b.locales)) {
        const text = (doc as Record<string, unknown>)[key];
        if (typeof text !== 'string') continue;
        for (const m of text.matchAll(NESTED)) {
          if (!out.has(m[1])) {
            out.add(m[1]);
            queue.push(m[1]);
          }
        }
      }
    }
  }
  return out;
}

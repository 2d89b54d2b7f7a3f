import type { BrandBundle } from '../../generated/brand-bundle.ts';
import { type Base, type Draft, composeDraft } from '../draft/index.ts';

/** A draft composed on the base, or why it cannot be (a migration or patch the compose refused). */
export type Composed = { bundle: BrandBundle; error: null } | { bundle: null; error: string };

// Drafts are immutable values: one composition per draft object, shared by the tree, inspector and preview.
const cache = new WeakMap<Draft, Composed>();
const baseCache = new WeakMap<Base, Composed>();

export function composedOf(base: Base, draft: Draft): Composed {
  let out = cache.get(draft);
  if (!out) {
    try {
      out = { bundle: composeDraft(base, draft), error: null };
    } catch (e) {
      out = { bundle: null, error: e instanceof Error ? e.message : String(e) };
    }
    cache.set(draft, out);
  }
  return out;
}

/** The base alone (what the brand would show with an empty overlay): tells brand-added nodes apart. */
function composedBase(base: Base, brand: string): Composed {
  let out = baseCache.get(base);
  if (!out) {
    out = composedOf(base, { brand, parent: 0, files: {} });
    baseCache.set(base, out);
  }
  return out;
}

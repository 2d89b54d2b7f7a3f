import type { BrandBundle } from '../../generated/brand-bundle.ts';
import { type Base, type Draft, composeDraft } from '../draft/index.ts';

/** A draft composed on the base, or why it cannot be (a migration or patch the compose refused). */
export type Composed = { bundle: BrandBundle; error: null } | { bundle: null; error: string };

// Drafts are immutable values: one composition per draft object, shared by the tree, inspector and preview.
const cache = new WeakMap<Draft, Composed>();

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

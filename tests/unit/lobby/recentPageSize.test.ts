import { describe, expect, it } from 'vitest';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

/** Every binding of a data source in a document, wherever it sits (bodies, slots, tabs, chrome). */
function bindings(doc: unknown, source: string, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(doc)) for (const d of doc) bindings(d, source, found);
  else if (doc && typeof doc === 'object') {
    const o = doc as Record<string, unknown>;
    if (o.source === source) found.push((o.params ?? {}) as Record<string, unknown>);
    for (const v of Object.values(o)) bindings(v, source, found);
  }
  return found;
}

describe('recent games lists ask for the spec page size of 25', () => {
  for (const brand of ['lucky', 'royal']) {
    it(`${brand}: every recentGames binding asks for 25 (or leaves the source's default of 25)`, () => {
      const found = bindings(buildBundle(SCREENS_DIR, brand), 'recentGames');
      expect(found.length).toBeGreaterThan(0);
      for (const params of found) expect(params.pageSize ?? 25).toBe(25);
    });
  }
});

import type { Catalog } from './catalog.ts';
import type { Reporter } from './reporter.ts';

/** What every check receives: the schemas and catalogs, and where findings go. */
export interface LintContext {
  catalog: Catalog;
  reporter: Reporter;
}

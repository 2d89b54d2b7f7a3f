/**
 * Config lint: validates the brand documents under screens/ against schemas/ and the catalogs, reporting each
 * problem at the file, line and column an operator edits. Used by `npm run lint:config` and the dev server.
 */
export { lintBrandOverlay, lintConfig, lintBrandForDev, lintWorkspace } from './lintConfig.ts';
export { formatFinding, formatSummary, type Finding, type Severity } from './finding.ts';

/** Document versions and migrations: what the revision store, the build tools and migrate:check use. */
export { DOCUMENT_VERSION, UNVERSIONED } from './documentVersion.ts';
export { MIGRATIONS } from './migrations.ts';
export { MigrationError, type MigrationFailure } from './MigrationError.ts';
export { migrateDocumentSet, runSteps, versionedKind, versionOf, type DocumentSet } from './migrateDocumentSet.ts';
export type { Migration, MigrationContext, VersionedKind } from './types.ts';

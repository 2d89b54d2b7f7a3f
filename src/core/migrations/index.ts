/** Document versions and migrations: what the revision store, the build tools and migrate:check use. */
export { DOCUMENT_VERSION } from './documentVersion.ts';
export { MigrationError } from './MigrationError.ts';
export { migrateDocumentSet } from './migrateDocumentSet.ts';

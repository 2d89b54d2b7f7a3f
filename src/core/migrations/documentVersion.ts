/**
 * The document version this app reads and writes: the version the last migration of migrations.ts produces (a test
 * holds the two equal). Brand and screen documents carry it as `schemaVersion`; a document without one was written
 * before versioning and is version 1. Adding a migration bumps this by one.
 */
export const DOCUMENT_VERSION = 2;

/** The version of a document written before `schemaVersion` existed. */
export const UNVERSIONED = 1;

import { winnersBoardScrollInterval } from './002_winnersBoardScrollInterval.ts';
import type { Migration } from './types.ts';

/**
 * Every migration, oldest first: the one at index i produces version i + 2 (version 1 is a document from before
 * versioning). A new one goes at the end, and DOCUMENT_VERSION (documentVersion.ts) becomes its version.
 */
export const MIGRATIONS: readonly Migration[] = [winnersBoardScrollInterval];

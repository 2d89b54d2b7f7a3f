import type { ConditionContext } from '../generated/context.ts';
import type { BoundDataSource } from './dataSource.ts';
import type { AppEnv } from './env.ts';
import { readWithRetries } from './readRetries.ts';
import { readWithSavedCopy, type SavedCopyStore } from './savedCopies.ts';

/** What a read of a data source needs besides the source: the renderer, or the boot before the renderer exists. */
export interface SourceReader {
  env: AppEnv;
  readRetryDelaysMs: readonly number[];
  savedCopies?: SavedCopyStore;
}

/**
 * One read of a bound source, made the same way by a node (useDataSource) and by the first screen's preload:
 * transient failures tried again, and a guest's public list kept, and shown as a saved copy, when the network
 * cannot carry the read (never a member's reads: they carry the session).
 */
export function readSource(
  def: BoundDataSource,
  params: object,
  context: ConditionContext,
  key: string,
  token: string | null,
  reader: SourceReader,
): Promise<unknown> {
  const copyKey = def.offlineCopy && !token ? key : null;
  const read = () => readWithRetries(() => def.fetch(params, reader.env, context), reader.readRetryDelaysMs);
  return readWithSavedCopy(read, copyKey, reader.savedCopies, () => reader.env.clock.now());
}

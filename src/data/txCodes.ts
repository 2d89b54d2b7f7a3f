import { defineDataSource } from '../renderer/dataSource.ts';

/** Transaction codes for the records filter: the agent's with types A, else the member's. */
export const txCodes = defineDataSource<'txCodes'>({
  needsSession: true,
  fetch: (p, env) => env.api.call('txCodeList', p.types === 'A' ? { types: 'A' } : {}),
});

import { defineDataSource } from '../renderer/dataSource.ts';

/** The red envelope rain now or next, and the member's envelopes in it (real accounts). */
export const redRainStatus = defineDataSource<'redRainStatus'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('redRainStatus'),
});

import type { Queryable } from '../db/index.ts';

/** What a seed step may use. `now` is the clock at seeding time (only for data that must look current). */
export interface SeedContext {
  now: number;
}

/** One deterministic seed step; runs once per database, inside a transaction, recorded in seed_steps. */
export interface SeedStep {
  name: string;
  run(tx: Queryable, ctx: SeedContext): Promise<void>;
}

import type { Queryable } from '../db/index.ts';

/** What a seed step may use. `now` is the clock at seeding time (only for data that must look current). */
export interface SeedContext {
  now: number;
  /** Demo mode (DEMO_MODE=1): the demo's members, agents, balances, orders and letters are seeded too. */
  demo?: boolean;
}

/** One deterministic seed step; runs once per database, inside a transaction, recorded in seed_steps. */
export interface SeedStep {
  name: string;
  /**
   * Demo data (accounts that sign in with published passwords, their money and history): run only in demo mode.
   * A production start seeds the platform's configuration and nothing that signs in.
   */
  demo?: boolean;
  run(tx: Queryable, ctx: SeedContext): Promise<void>;
}

import type { DepositOrder } from '../../generated/api/shapes/depositOrder.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { readJson, writeJson } from '../../state/storageKeys.ts';

/** sessionStorage: the deposit order still waiting for its channel, so leaving the page and coming back resumes it. */
const KEY = 'pendingDeposit';

export const readPending = (env: AppEnv): DepositOrder | null => readJson<DepositOrder>(env.storage.session, KEY);
export const keepPending = (env: AppEnv, order: DepositOrder | null): void => writeJson(env.storage.session, KEY, order);

/** Waits between status checks: 1 s, then doubling up to 8 s (a bank transfer may take minutes). */
export const pollDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 8000);

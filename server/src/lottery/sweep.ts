/**
 * Draws on schedule with no request: every few seconds the server draws and settles every merchant's draws whose
 * time has come, so a member's bet is paid at its draw even when nobody opens the lottery (main.ts starts it;
 * requests still draw what is due first, so tests need no timer).
 */
import type { Db } from '../db/index.ts';
import { drawDue } from './store.ts';

/** One sweep: every merchant with an active lottery. */
async function drawAllDue(db: Db, at: number): Promise<void> {
  const merchants = await db.query<{ id: number }>('SELECT DISTINCT merchant_id AS id FROM lotteries WHERE active ORDER BY 1');
  for (const m of merchants) await drawDue(db, m.id, at);
}

/** Sweeps every `everyMs` (one at a time; the timer never keeps the process alive); answers the stop function. */
export function startLotterySweep(db: Db, now: () => number, warn: (err: unknown) => void, everyMs = 5000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drawAllDue(db, now())
      .catch(warn)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

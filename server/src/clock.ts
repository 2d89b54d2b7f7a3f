/** A server clock in epoch ms. */
export type Clock = () => number;

/** A CLOCK_START the server must not run with; main prints the message and exits. */
export class ClockConfigError extends Error {}

/**
 * The server's clock from its environment. Without CLOCK_START it is the real clock. With CLOCK_START=<ISO time>
 * it starts at that instant when this is called and then advances in real time: the visual tests need the same
 * seeded dates and "today" on every run, while sessions, rate limits and SMS codes still see time pass. A moved
 * clock in production would put wrong times on real money movements, so NODE_ENV=production refuses it.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv, realNow: Clock = Date.now): Clock {
  const start = env.CLOCK_START;
  if (start === undefined || start === '') return realNow;
  if (env.NODE_ENV === 'production') {
    throw new ClockConfigError('CLOCK_START is for tests and demos only: refusing to start with a moved clock when NODE_ENV=production');
  }
  // Only a full ISO date-time with a zone: "2025-06-01" alone would be read as UTC midnight, a local time as
  // the machine's zone, and the same value must mean the same instant on every machine.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(start) || Number.isNaN(Date.parse(start))) {
    throw new ClockConfigError(`CLOCK_START must be an ISO date-time with a zone, e.g. 2025-06-01T04:00:00Z (got "${start}")`);
  }
  const offset = Date.parse(start) - realNow();
  return () => realNow() + offset;
}

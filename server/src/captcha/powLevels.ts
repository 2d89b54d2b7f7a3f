/**
 * How much work a captcha try costs (ALTCHA v2, deterministic mode): the server draws a secret counter from the
 * level's range and publishes half of the key PBKDF2/SHA-256 (POW_COST iterations) derives from it; the solver
 * derives keys for counters 0, 1, 2... until one matches, so it pays about `counter` derivations per try, and
 * the server checks a solution with one. The level follows the recent failures of the address and the account
 * (captchaTry.ts counts them): the player with a typo pays a fraction of a second, a guesser seconds per guess.
 *
 * | level | failures from | counter range    | derivations per try (mean) |
 * |-------|---------------|------------------|----------------------------|
 * | 1     | 0             | 50 - 150         | 100                        |
 * | 2     | 5             | 250 - 750        | 500                        |
 * | 3     | 10            | 1,000 - 3,000    | 2,000                      |
 * | 4     | 30            | 5,000 - 15,000   | 10,000                     |
 */
export interface PowLevel {
  level: number;
  /** The level applies from this many recent failures. */
  fromFailures: number;
  counterMin: number;
  counterMax: number;
}

export const POW_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per guess: enough that native code gains little over the browser's WebCrypto per guess. */
export const POW_COST = 1_000;

export const POW_LEVELS: readonly PowLevel[] = [
  { level: 1, fromFailures: 0, counterMin: 50, counterMax: 150 },
  { level: 2, fromFailures: 5, counterMin: 250, counterMax: 750 },
  { level: 3, fromFailures: 10, counterMin: 1_000, counterMax: 3_000 },
  { level: 4, fromFailures: 30, counterMin: 5_000, counterMax: 15_000 },
];

/** The level for this many recent failures (the highest whose threshold is reached). */
export function powLevelFor(failures: number): PowLevel {
  let found = POW_LEVELS[0];
  for (const l of POW_LEVELS) if (failures >= l.fromFailures) found = l;
  return found;
}

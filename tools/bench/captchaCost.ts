/**
 * What a captcha try costs the one who sends it (`npm run bench` calls runCaptchaCostBench()): at each proof-of-work
 * level of server/src/captcha/powLevels.ts, challenges made as the server makes them are solved in node on one core
 * with native PBKDF2 (a script's fastest path; the app's WebCrypto in a worker is no faster per guess). Up to
 * BENCH_CAPTCHA_TRIES (1,000) tries per level within BENCH_CAPTCHA_SECONDS (5) of solving; a level not finished in
 * time gives the CPU of 1,000 tries from its measured time per guess and the level's mean guesses (marked ≈).
 * Also what one try costs the server: issuing its challenge and checking its solution (one derivation each).
 * Run alone: `npx tsx tools/bench/captchaCost.ts`.
 */
import { randomInt } from 'node:crypto';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { POW_ALGORITHM, POW_COST, POW_LEVELS, type PowLevel } from '../../server/src/captcha/powLevels.ts';

const TRIES = Number(process.env.BENCH_CAPTCHA_TRIES ?? 1000);
const SECONDS = Number(process.env.BENCH_CAPTCHA_SECONDS ?? 5);
const SECRET = 'bench-secret';

interface CaptchaLevelCost {
  level: number;
  fromFailures: number;
  meanGuesses: number;
  tries: number;
  msPerTry: number;
  usPerGuess: number;
  /** CPU seconds for 1,000 tries: measured when `tries` reached 1,000, else estimated. */
  cpuSecondsPer1000: number;
  measured: boolean;
}

export interface CaptchaCostResult {
  algorithm: string;
  cost: number;
  levels: CaptchaLevelCost[];
  serverMsPerChallenge: number;
  serverMsPerCheck: number;
}

const challengeAt = (l: PowLevel) =>
  createChallenge({ algorithm: POW_ALGORITHM, cost: POW_COST, counter: randomInt(l.counterMin, l.counterMax + 1), deriveKey, hmacSignatureSecret: SECRET });

async function measureLevel(l: PowLevel): Promise<CaptchaLevelCost> {
  let ms = 0;
  let guesses = 0;
  let tries = 0;
  while (tries < TRIES && (ms < SECONDS * 1000 || tries < 3)) {
    const challenge = await challengeAt(l);
    const start = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 0 });
    ms += performance.now() - start;
    if (!solution) throw new Error(`level ${l.level}: a challenge was not solved`);
    guesses += solution.counter + 1;
    tries++;
  }
  const meanGuesses = (l.counterMin + l.counterMax) / 2 + 1;
  const usPerGuess = (ms * 1000) / guesses;
  const measured = tries >= 1000;
  // Seconds for 1,000 tries: ms per try x 1,000 / 1,000.
  const cpuSecondsPer1000 = measured ? ms / tries : (meanGuesses * usPerGuess) / 1000;
  return { level: l.level, fromFailures: l.fromFailures, meanGuesses, tries, msPerTry: ms / tries, usPerGuess, cpuSecondsPer1000, measured };
}

/** The server's side of one try: making its challenge and checking its solution. */
async function serverCost(): Promise<{ perChallenge: number; perCheck: number }> {
  const n = 50;
  let make = 0;
  let check = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const challenge = await createChallenge({ algorithm: POW_ALGORITHM, cost: POW_COST, counter: 5, deriveKey, hmacSignatureSecret: SECRET });
    make += performance.now() - t0;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('not solved');
    const t1 = performance.now();
    const r = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET });
    check += performance.now() - t1;
    if (!r.verified) throw new Error('not verified');
  }
  return { perChallenge: make / n, perCheck: check / n };
}

export async function runCaptchaCostBench(): Promise<CaptchaCostResult> {
  const levels: CaptchaLevelCost[] = [];
  for (const l of POW_LEVELS) levels.push(await measureLevel(l));
  const server = await serverCost();
  return { algorithm: POW_ALGORITHM, cost: POW_COST, levels, serverMsPerChallenge: server.perChallenge, serverMsPerCheck: server.perCheck };
}

const fmtSeconds = (s: number) => (s >= 120 ? `${(s / 60).toFixed(1)} min` : `${s.toFixed(1)} s`);

export function printCaptchaCost(r: CaptchaCostResult): void {
  console.log(`\nCaptcha tries: proof of work per level (${r.algorithm}, ${r.cost} iterations per guess; solved in node, one core)`);
  console.log('level  from failures  guesses/try  tries solved  ms/try  us/guess  CPU for 1,000 tries');
  for (const l of r.levels) {
    console.log(
      `${String(l.level).padStart(5)}  ${String(l.fromFailures).padStart(13)}  ${String(Math.round(l.meanGuesses)).padStart(11)}  ${String(l.tries).padStart(12)}  ${l.msPerTry.toFixed(1).padStart(6)}  ${l.usPerGuess.toFixed(0).padStart(8)}  ${`${l.measured ? '' : '≈ '}${fmtSeconds(l.cpuSecondsPer1000)}`.padStart(19)}`,
    );
  }
  console.log(`server per try: ${r.serverMsPerChallenge.toFixed(2)} ms to issue the challenge, ${r.serverMsPerCheck.toFixed(2)} ms to check the solution`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runCaptchaCostBench().then(printCaptchaCost, (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

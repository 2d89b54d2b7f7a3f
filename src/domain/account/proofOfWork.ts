import type { Challenge, Solution } from 'altcha-lib/types';
import { PlatformError, type PlatformApi } from '../../core/platformApi.ts';

/**
 * The proof of work a try with a captcha answer carries (ALTCHA): the server issues a challenge for the captcha id
 * this browser holds, at a level set by recent failures; the browser finds the counter whose derived key starts
 * with the challenge's prefix and sends `altcha` = base64 of the JSON {challenge, solution} beside the answer.
 * The solver runs in workers (ALTCHA's, one per core up to 4) so the page stays responsive, and its code loads
 * only when a captcha try is sent. A challenge that cannot be solved is refused in the server's words
 * (`captcha.pow.err`, value.captcha: a new image is loaded).
 */
export type PowSolver = (challenge: Challenge) => Promise<Solution | null>;

/** Give up after this long (the top level takes seconds on a slow phone, not minutes). */
const TIMEOUT_MS = 90_000;
const MAX_WORKERS = 4;

/** Solves on the main thread (no Worker: an old browser, or tests); each guess awaits WebCrypto, so input stays live. */
export const solveOnMainThread: PowSolver = async (challenge) => {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  return solveChallenge({ challenge, deriveKey, timeout: TIMEOUT_MS });
};

/** Solves in workers when the browser has them, else on the main thread; a worker that fails falls back too. */
const solveInBackground: PowSolver = async (challenge) => {
  if (typeof Worker !== 'function') return solveOnMainThread(challenge);
  const { solveChallengeWorkers } = await import('altcha-lib');
  try {
    return await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1)),
      createWorker: () => new Worker(new URL('./proofOfWork.worker.ts', import.meta.url), { type: 'module' }),
      timeout: TIMEOUT_MS,
    });
  } catch {
    return solveOnMainThread(challenge);
  }
};

const unsolved = () => new PlatformError(400, 'captcha.pow.err', 'The security check could not be completed.', { captcha: true });

/**
 * Fetches the challenge for this browser's captcha id (a sign-in names its account: the level counts its
 * failures) and solves it; the `altcha` value of the try.
 */
export async function proveWork(api: PlatformApi, username?: string, solve: PowSolver = solveInBackground): Promise<string> {
  const { challenge } = await api.call('captchaChallenge', username ? { username } : {});
  const solution = await solve(challenge as Challenge).catch(() => null);
  if (!solution) throw unsolved();
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(json);
}

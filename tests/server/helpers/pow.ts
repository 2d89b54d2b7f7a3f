import type { FastifyInstance } from 'fastify';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type CallOpts, call, expectOk } from './api.ts';

/** Solves a proof-of-work challenge in node: the ALTCHA payload a try sends as `altcha`. */
export async function solvePow(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString('base64');
}

/** The challenge for the captcha id `o`'s headers carry (a sign-in names its account), with its level. */
export async function powChallenge(app: FastifyInstance, o: CallOpts, username?: string): Promise<{ challenge: Challenge; level: number }> {
  return expectOk<{ challenge: Challenge; level: number }>(
    await call(app, 'captchaChallenge', { ...o, body: username === undefined ? {} : { username } }),
    'captchaChallenge',
  );
}

/** A solved challenge for the captcha id `o`'s headers carry: what the app sends beside the captcha answer. */
export async function powFor(app: FastifyInstance, o: CallOpts, username?: string): Promise<string> {
  return solvePow((await powChallenge(app, o, username)).challenge);
}

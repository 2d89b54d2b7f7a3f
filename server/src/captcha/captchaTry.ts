import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { hit, peek } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { spendPowSolution } from './pow.ts';
import { type PowLevel, powLevelFor } from './powLevels.ts';
import { captchaIdOf, checkCaptcha } from './store.ts';

/** Failed captcha tries (a missing or wrong proof of work, a wrong image answer) per address within this window. */
const FAIL_WINDOW_MS = 15 * 60_000;
const failKey = (ip: string) => `captchafail:ip:${ip}`;

/**
 * The proof-of-work level a try from this request must pay: from the most recent failures of the address (its
 * failed captcha tries, plus `failures`, what the call counts itself: a login's failed sign-ins of the account
 * and the address). The challenge call and the check of the try use this same rule.
 */
export async function powLevelOf(db: Queryable, req: FastifyRequest, failures: number, now: number): Promise<PowLevel> {
  return powLevelFor(failures + (await peek(db, failKey(clientIp(req)), FAIL_WINDOW_MS, now)));
}

/** The refusal of a try without a valid proof of work (absent, wrong, used, or issued at too low a level). */
const powError = () => new ApiError(400, 'captcha.pow.err', 'The security check of this attempt is missing or not valid, please try again.', { captcha: true });

/**
 * Checks a try that needs a captcha. Without an answer it is refused with `captchaError` (the client shows the
 * captcha). Else first its proof of work (`altcha`: used up right or wrong, and issued at least at the level the
 * request's failures ask for now, so challenges fetched before a run of failures do not keep their lower price),
 * then the image answer (`captcha`, used up too). A failure of either counts towards the address's level and is
 * refused with value.captcha true: the client loads a new image.
 */
export async function checkCaptchaTry(
  req: FastifyRequest,
  body: { captcha?: unknown; altcha?: unknown },
  failures: number,
  captchaError: () => ApiError,
): Promise<void> {
  const { db, now } = req.server.ctx;
  const t = now();
  // No answer at all: the captcha is asked for (the client shows it); nothing is used up or counted.
  if (typeof body.captcha !== 'string' || body.captcha === '') throw captchaError();
  const required = await powLevelOf(db, req, failures, t);
  const level = await spendPowSolution(db, captchaIdOf(req), body.altcha, t);
  if (level === null || level < required.level) {
    await hit(db, failKey(clientIp(req)), FAIL_WINDOW_MS, t);
    throw powError();
  }
  if (!(await checkCaptcha(db, req, body.captcha, t))) {
    await hit(db, failKey(clientIp(req)), FAIL_WINDOW_MS, t);
    throw captchaError();
  }
}

import { randomInt } from 'node:crypto';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Queryable } from '../db/index.ts';
import { serverSecret } from '../crypto/serverSecret.ts';
import { POW_ALGORITHM, POW_COST, type PowLevel } from './powLevels.ts';

/**
 * The proof of work that travels with a captcha answer (ALTCHA v2). A challenge is issued for a captcha id that
 * holds an unused image answer and replaces that id's previous challenge; the client sends back the ALTCHA
 * payload (base64 of JSON `{challenge, solution}`). A payload is checked once: the challenge is used up by the
 * first try that names it, right or wrong, so a solution cannot be replayed, not even by parallel requests.
 */

/** Longer payloads are not ALTCHA's (about 500 characters): refused before decoding. */
const MAX_PAYLOAD = 4096;
const HEX_SIGNATURE = /^[0-9a-f]{64}$/;

const secret = async (db: Queryable, now: number) => (await serverSecret(db, 'captcha-pow', now)).toString('base64');

/** A challenge at `level` bound to captcha id `id`; null when the id holds no live, unused image answer. */
export async function issuePowChallenge(db: Queryable, id: string, level: PowLevel, now: number): Promise<Challenge | null> {
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    counter: randomInt(level.counterMin, level.counterMax + 1),
    deriveKey,
    hmacSignatureSecret: await secret(db, now),
  });
  const rows = await db.query(
    `UPDATE captchas SET pow_signature = $2, pow_level = $3, pow_used_at = NULL
     WHERE id = $1 AND expires_at > $4 AND used_at IS NULL RETURNING id`,
    [id, challenge.signature, level.level, now],
  );
  return rows.length ? challenge : null;
}

interface PowPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** The payload's parts when it has ALTCHA's shape; the signature and the solution are checked later. */
function parsePayload(raw: unknown): PowPayload | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PAYLOAD) return null;
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const p = v as Partial<PowPayload> | null;
  const c = p?.challenge;
  const s = p?.solution;
  if (!c || typeof c !== 'object' || typeof c.parameters !== 'object' || c.parameters === null) return null;
  if (typeof c.signature !== 'string' || !HEX_SIGNATURE.test(c.signature)) return null;
  if (!s || typeof s !== 'object' || !Number.isSafeInteger(s.counter) || typeof s.derivedKey !== 'string') return null;
  return { challenge: c, solution: s };
}

/**
 * Uses up the challenge the payload names for the request's captcha id and checks the solution; answers the
 * level the challenge was issued at when the solution is right, else null (absent, malformed, another id's or
 * an already used challenge, a changed challenge, a wrong solution).
 */
export async function spendPowSolution(db: Queryable, id: string | undefined, raw: unknown, now: number): Promise<number | null> {
  const payload = parsePayload(raw);
  if (!id || !payload) return null;
  const rows = await db.query<{ pow_level: number }>(
    `UPDATE captchas SET pow_used_at = $3
     WHERE id = $1 AND pow_signature = $2 AND pow_used_at IS NULL AND expires_at > $3 RETURNING pow_level`,
    [id, payload.challenge.signature, now],
  );
  const level = rows[0]?.pow_level;
  if (level === undefined) return null;
  try {
    const r = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: await secret(db, now) });
    return r.verified ? level : null;
  } catch {
    // A payload whose parameters make the library throw (a wrong type in a signed field) is a wrong solution.
    return null;
  }
}

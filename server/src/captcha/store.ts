import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { sha256Hex } from '../crypto/token.ts';

/**
 * Captchas are bound to the client by a captcha id: GET /wps/captcha sets the cookie `captchaId` (HttpOnly,
 * SameSite=Strict, Path=/wps) and the response header `X-Captcha-Id`; the client sends it back as that cookie or
 * the request header `X-Captcha-Id` (apps without cookies). Each image replaces the id's previous answer (and its
 * proof-of-work challenge, pow.ts); an answer is checked once, then used up.
 */
const CAPTCHA_COOKIE = 'captchaId';
const CAPTCHA_HEADER = 'x-captcha-id';
const TTL_MS = 5 * 60_000;
const ID_RE = /^[0-9a-f]{32}$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The captcha id the request carries (header first, then cookie), if well-formed. */
export function captchaIdOf(req: FastifyRequest): string | undefined {
  const h = req.headers[CAPTCHA_HEADER];
  const id = (Array.isArray(h) ? h[0] : h) ?? cookieValue(req.headers.cookie, CAPTCHA_COOKIE);
  return id && ID_RE.test(id) ? id : undefined;
}

/** Stores a new answer under the client's id (or a new id) and tells the client the id. */
export async function issueCaptcha(db: Queryable, req: FastifyRequest, reply: FastifyReply, answer: string, now: number): Promise<string> {
  const id = captchaIdOf(req) ?? randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO captchas (id, answer_hash, expires_at, used_at) VALUES ($1, $2, $3, NULL)
     ON CONFLICT (id) DO UPDATE SET answer_hash = EXCLUDED.answer_hash, expires_at = EXCLUDED.expires_at, used_at = NULL,
       pow_signature = NULL, pow_level = NULL, pow_used_at = NULL`,
    [id, sha256Hex(`${id}:${answer}`), now + TTL_MS],
  );
  if (Math.random() < 0.02) await db.query('DELETE FROM captchas WHERE expires_at < $1', [now]);
  reply.header('X-Captcha-Id', id);
  reply.header('Set-Cookie', `${CAPTCHA_COOKIE}=${id}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${TTL_MS / 1000}`);
  return id;
}

/** Checks (and uses up) the answer for the request's captcha id. */
export async function checkCaptcha(db: Queryable, req: FastifyRequest, answer: unknown, now: number): Promise<boolean> {
  const id = captchaIdOf(req);
  if (!id || typeof answer !== 'string' || !/^[0-9]{1,16}$/.test(answer)) return false;
  const rows = await db.query<{ answer_hash: string }>(
    'UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash',
    [id, now],
  );
  return rows[0]?.answer_hash === sha256Hex(`${id}:${answer}`);
}

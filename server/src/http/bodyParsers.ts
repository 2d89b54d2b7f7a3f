import type { FastifyInstance } from 'fastify';

class BodyParseError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// Keys that would poison prototypes when a parsed body is later merged into another object.
const POISON = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JSON (an empty body reads as "no body": the platform's DELETE logout sends none) and form-encoded bodies
 * (forgot password by email, nickname / email updates), both as plain objects.
 */
export function installBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      const parsed: unknown = JSON.parse(text, (key, value: unknown) => {
        if (POISON.has(key)) throw new Error('forbidden key');
        return value;
      });
      done(null, parsed);
    } catch {
      done(new BodyParseError('FST_ERR_CTP_INVALID_JSON_BODY', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      if (POISON.has(k)) return done(new BodyParseError('FST_ERR_CTP_INVALID_JSON_BODY', 'Bad form field.'), undefined);
      out[k] = v;
    }
    done(null, out);
  });
}

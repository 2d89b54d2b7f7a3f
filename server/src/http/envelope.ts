import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The platform's response body: every answer, success or failure, has this shape. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

/** A successful answer. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

/** A failure the client caused or may act on; becomes `status` with `{success:false, errorCode, message, value?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

function fail(errorCode: string, message: string, value?: unknown): Envelope {
  return value === undefined ? { success: false, errorCode, message } : { success: false, errorCode, message, value };
}

// Fastify's own client-side errors mapped to platform-style codes (never a 500 for a client mistake).
const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.json.invalid', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.json.invalid', 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.too.large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.media.unsupported', 'This content type is not accepted here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.invalid', 'The content length does not match the body.'],
  FST_ERR_VALIDATION: [400, 'validation.failed', 'The request is not valid.'],
  FST_ERR_BAD_URL: [400, 'request.invalid', 'The request URL is not valid.'],
};

export function toEnvelope(err: FastifyError | Error): { status: number; body: Envelope } {
  if (isApiError(err)) return { status: err.status, body: fail(err.errorCode, err.message, err.value) };
  const fe = err as FastifyError;
  if (fe.validation) {
    const first = fe.validation[0];
    const where = fe.validationContext ?? 'body';
    const path = first?.instancePath ? `${where}${first.instancePath.replace(/\//g, '.')}` : where;
    const detail = first ? `${path} ${first.message ?? 'is not valid'}` : 'The request is not valid.';
    return { status: 400, body: fail('validation.failed', detail) };
  }
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { status: known[0], body: fail(known[1], known[2]) };
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return { status, body: fail('request.too.many', 'Too many requests, please try again later.') };
  if (status >= 400 && status < 500) return { status, body: fail('request.invalid', fe.message || 'Bad request.') };
  return { status: 500, body: fail('system.error', 'Unknown error, please try again later.') };
}

/**
 * Installs the envelope rules on the root instance: a trace id header on every answer, every thrown error and
 * unknown route as a platform error body.
 */
export function installEnvelope(app: FastifyInstance): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-app-trace-id', req.id);
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const { status, body } = toEnvelope(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    const retryAfter = (body.value as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (status === 429 && typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((req, reply) => {
    return reply.code(404).send(fail('not.found', `No such call: ${req.method} ${req.url.split('?')[0]}`));
  });
}

// A random per-process prefix and a counter: unique across instances without a call into the CSPRNG per
// request (that cost ~5% of a cheap call's CPU). Trace ids are not secrets.
const tracePrefix = randomBytes(4).toString('hex');
let traceCounter = 0;

/** Request ids double as trace ids: 16 hex characters, unique enough to find one request in the logs. */
export function newTraceId(): string {
  traceCounter = (traceCounter + 1) >>> 0;
  return tracePrefix + traceCounter.toString(16).padStart(8, '0');
}

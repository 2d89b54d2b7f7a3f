import type { FastifyInstance } from 'fastify';

/** A file part of a multipart body, as a call's handler receives it (never as text). */
export class FilePart {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
}

class MultipartError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_INVALID_MULTIPART';
}

// Keys that would poison prototypes when a parsed body is later merged into another object.
const POISON = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_PARTS = 8;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

const attr = (header: string, name: string): string | undefined =>
  new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header)?.[1] ?? new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header)?.[1];

/**
 * Reads a multipart/form-data body (RFC 7578) into a plain object: text parts as strings, file parts (those with a
 * filename) as FilePart. A body without its boundary, a part without a name, a repeated name or more than 8 parts
 * is a client mistake (400).
 */
function parseMultipart(body: Buffer, contentType: string): Record<string, string | FilePart> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) throw new MultipartError('The multipart body has no boundary.');
  const delimiter = Buffer.from(`--${b}`);
  const out: Record<string, string | FilePart> = Object.create(null) as Record<string, string | FilePart>;
  let at = body.indexOf(delimiter);
  if (at < 0) throw new MultipartError('The multipart body has no parts.');
  let parts = 0;
  for (;;) {
    const start = at + delimiter.length;
    // "--" after a delimiter closes the body.
    if (body.subarray(start, start + 2).toString() === '--') break;
    if (!body.subarray(start, start + 2).equals(CRLF)) throw new MultipartError('The multipart body is malformed.');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), start);
    if (next < 0) throw new MultipartError('The multipart body ends inside a part.');
    const part = body.subarray(start + 2, next);
    const headerEnd = part.indexOf(HEADER_END);
    if (headerEnd < 0) throw new MultipartError('A multipart part has no headers.');
    const headers = part.subarray(0, headerEnd).toString('utf8').split('\r\n');
    const data = part.subarray(headerEnd + HEADER_END.length);
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h))?.replace(/^content-type:\s*/i, '') ?? 'text/plain';
    const name = attr(disposition, 'name');
    if (!name || POISON.has(name)) throw new MultipartError('A multipart part has no usable name.');
    if (name in out) throw new MultipartError(`The field ${name} is sent twice.`);
    if (++parts > MAX_PARTS) throw new MultipartError('The multipart body has too many parts.');
    const filename = attr(disposition, 'filename');
    out[name] = filename === undefined ? data.toString('utf8') : new FilePart(filename, type, Buffer.from(data));
    at = next + CRLF.length;
  }
  return { ...out };
}

/** multipart/form-data bodies (file uploads: the head icon), read whole within the route's body limit. */
export function installMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      done(null, parseMultipart(body as Buffer, String(req.headers['content-type'] ?? '')));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Encodings this server stores per document, in order of preference. */
type Encoding = 'br' | 'gzip';

/** The first of br, gzip the request accepts (a `;q=0` refuses one), else none. */
function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** The compressed copies of one served text, made once (in the thread pool) and kept with it. */
const copies = new WeakMap<object, Map<string, Promise<Buffer>>>();

function compressed(owner: object, name: string, text: string, encoding: Encoding): Promise<Buffer> {
  let byName = copies.get(owner);
  if (!byName) copies.set(owner, (byName = new Map()));
  const key = `${name}\0${encoding}`;
  let hit = byName.get(key);
  if (!hit) {
    // Made once per published revision, so brotli's best quality is affordable (the brand document is ~100 KB).
    hit = encoding === 'br' ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gz(text, { level: 9 });
    byName.set(key, hit);
  }
  return hit;
}

/** Whether the request's validator matches (RFC 9110: a list of entity tags, or `*`; weak ones compare weakly). */
export function notModified(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends one text of a served brand (the document, a language's strings, the manifest) with its revision's ETag:
 * 304 when the client has it, else the stored brotli or gzip copy the client accepts. Every answer is revalidated
 * (no-cache), so a publish reaches a player's next load.
 */
export async function sendServedText(
  req: FastifyRequest,
  reply: FastifyReply,
  s: { owner: object; name: string; etag: string; text: string; type: string },
): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Encoding').header('ETag', s.etag).type(s.type);
  if (notModified(req, s.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(s.text);
  const body = await compressed(s.owner, s.name, s.text, encoding);
  return reply.header('Content-Encoding', encoding).send(body);
}

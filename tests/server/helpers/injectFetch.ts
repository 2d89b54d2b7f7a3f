/**
 * `fetch` on top of app.inject: the front end's real client (src/api/client.ts) against the real server, no
 * sockets. Every request is kept, so a test can check what the client put on the wire (fixed parameters,
 * language, encryption headers, idempotency keys).
 */
import type { FastifyInstance } from 'fastify';

interface SentRequest {
  method: string;
  url: URL;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: string;
}

export interface InjectFetch {
  fetch: typeof fetch;
  /** What was sent, oldest first. */
  sent: SentRequest[];
  /** The last request sent to this path (e.g. `apiCalls.gameList.path`). */
  lastTo(path: string): SentRequest;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function injectFetch(app: FastifyInstance): InjectFetch {
  const sent: SentRequest[] = [];
  const fetchOverInject = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') throw new Error('injectFetch sends text bodies only');
    const body = init.body ?? undefined;
    const method = (init.method ?? 'GET').toUpperCase() as Method;
    sent.push({ method, url, headers, body });
    const r = await app.inject({ method, url: url.pathname + url.search, headers, payload: body });
    const answer = new Headers();
    for (const [k, v] of Object.entries(r.headers)) {
      for (const one of Array.isArray(v) ? v : v === undefined ? [] : [String(v)]) answer.append(k, one);
    }
    return new Response(r.body, { status: r.statusCode, headers: answer });
  };
  return {
    fetch: fetchOverInject as typeof fetch,
    sent,
    lastTo(path) {
      const found = sent.findLast((s) => s.url.pathname === path);
      if (!found) throw new Error(`nothing was sent to ${path}`);
      return found;
    },
  };
}

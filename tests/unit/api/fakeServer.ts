/** A fake fetch for the client tests: records requests and answers from a handler. */
export interface Seen {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Handler = (req: Seen, signal: AbortSignal | undefined) => Promise<Response> | Response;

export function fakeFetch(handler: Handler): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const f = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init?.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v;
    const req: Seen = { method: init?.method ?? 'GET', url: new URL(String(input)), headers, body: typeof init?.body === 'string' ? init.body : undefined };
    seen.push(req);
    return handler(req, init?.signal ?? undefined);
  }) as typeof fetch;
  return { fetch: f, seen };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-app-trace-id': 'abc123', ...headers } });

export const okValue = (value: unknown): Response => json(200, { success: true, value });

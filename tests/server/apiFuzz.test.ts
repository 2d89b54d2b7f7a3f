/**
 * API fuzz (issue 19, item 9): every call of schemas/api/catalog.json gets bad input generated from its request
 * schema (wrong types, numbers out of bounds or too large to parse, null, 100 kB strings, deep nesting, unknown and
 * prototype keys) in the query or the body, as a guest, a member and an agent. Every answer must be a 4xx error
 * envelope or a success, never a 5xx, and none may take over 1 s. Seeded: API_FUZZ_SEED=<n> explores other cases,
 * API_FUZZ_RUNS=<n> sets the cases per call; a failure prints the seed and path to replay it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchemas } from '../../server/src/http/validation.ts';
import { apiCalls, type ApiCallName } from '../../src/generated/api/calls.ts';
import { encrypted, login, send, specOf, type Answer } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';
import { badBody, badQuery, fieldsOf, plainValue, toForm, toJson, type Fields } from './fuzz/badInput.ts';

const SEED = Number(process.env.API_FUZZ_SEED ?? 190_009);
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 20);
const SLOW_MS = 1000;

type Who = 'guest' | 'member' | 'agent';

let ipN = 0;
/** A fresh client address per request (the app trusts one proxy hop), so per-address rate limits stay out of the way. */
const freshIp = (): string => `10.9.${Math.floor(++ipN / 250) % 250}.${ipN % 250}`;

describe('API fuzz: generated bad input on every call', () => {
  let t: TestApp;
  const tokens: Record<Who, string | undefined> = { guest: undefined, member: undefined, agent: undefined };
  const stats = { requests: 0, calls: 0, status5xx: 0, slowest: 0, slowestCall: '' };

  /** Logs the member and agent in again when a fuzzed call (logout, a password change) ended their sessions. */
  async function refreshTokens(): Promise<void> {
    for (const [who, user] of [
      ['member', 'demo0'],
      ['agent', 'agent1'],
    ] as const) {
      const token = tokens[who];
      const alive = token && (await send(t.app, 'GET', apiCalls.memberInfo.path, { token, headers: { 'x-forwarded-for': freshIp() } })).status === 200;
      if (!alive) tokens[who] = await login(t.app, user);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    await refreshTokens();
    console.log(`api fuzz: seed ${SEED} (API_FUZZ_SEED to change), ${RUNS} cases per call (API_FUZZ_RUNS)`);
  }, 120_000);

  afterAll(async () => {
    console.log(
      `api fuzz: ${stats.requests.toLocaleString('en')} requests over ${stats.calls} calls, ${stats.status5xx} 5xx, ` +
        `slowest ${Math.round(stats.slowest)} ms (${stats.slowestCall}), seed ${SEED}`,
    );
    await t?.close();
  });

  /** One fuzzed request: the query or body as the call's catalog entry sends it (JSON, form or encrypted). */
  async function fire(name: ApiCallName, who: Who, input: { query?: string; body?: unknown }): Promise<{ a: Answer; ms: number }> {
    const spec = specOf(name);
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...(spec.headers ?? {}) };
    if (spec.idempotent) headers['idempotency-key'] = `fuzz-${stats.requests}-${SEED}`;
    let payload: string | undefined;
    if (input.body !== undefined && spec.body === 'encrypted') {
      const enc = await encrypted(t.app, name, plainValue(input.body));
      Object.assign(headers, enc.headers);
      payload = JSON.stringify(enc.body);
    } else if (input.body !== undefined && spec.body === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = toForm(input.body);
    } else if (input.body !== undefined) {
      payload = toJson(input.body);
    }
    const url = input.query ? `${spec.path}?${input.query}` : spec.path;
    const started = performance.now();
    const a = await send(t.app, spec.method, url, { token: tokens[who], headers, raw: payload });
    const ms = performance.now() - started;
    stats.requests++;
    if (ms > stats.slowest) Object.assign(stats, { slowest: ms, slowestCall: name });
    if (a.status >= 500) stats.status5xx++;
    return { a, ms };
  }

  const names = Object.keys(apiCalls).sort() as ApiCallName[];

  it.each(names)('%s: no 5xx, an error envelope or a success, under 1 s', async (name) => {
    const spec = specOf(name);
    const fields: Fields = fieldsOf(apiSchemas(), `${name}.request.schema.json`);
    const inQuery = spec.method === 'GET';
    const who = fc.constantFrom<Who>('guest', 'member', 'agent');
    const input = inQuery
      ? fc.oneof(
          badQuery(fields).map((q) => ({ query: q })),
          fc.constant({ query: undefined }),
        )
      : fc.record({ body: badBody(fields), query: fc.option(badQuery(fields), { nil: undefined, freq: 4 }) });
    stats.calls++;
    await fc.assert(
      fc.asyncProperty(who, input, async (w, i) => {
        const { a, ms } = await fire(name, w, i);
        const shown = `${spec.method} ${spec.path} as ${w}: ${a.status} ${a.raw.slice(0, 200)}`;
        expect(a.status, shown).toBeLessThan(500);
        expect(ms, `${shown} took ${Math.round(ms)} ms`).toBeLessThan(SLOW_MS);
        const json = a.raw.startsWith('{');
        if (a.status >= 400 || (json && a.body.success === false)) {
          expect(a.body.success, shown).toBe(false);
          expect(typeof a.body.errorCode, shown).toBe('string');
        } else if (json && 'success' in a.body) {
          expect(a.body.success, shown).toBe(true);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // Fuzzed logouts and password changes may have ended the sessions the next calls need.
    if (/logout|password/i.test(name)) await refreshTokens();
  });
});

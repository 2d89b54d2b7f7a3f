/**
 * The API fuzz of tests/server/apiFuzz.test.ts over the operator calls (schemas/api/operator-catalog.json): bad
 * input generated from each request schema, in the query or the body, with no session or as a signed-in admin (the
 * cookie and the CSRF token). Every answer is a 4xx error envelope or a success, never a 5xx, under 1 s.
 * API_FUZZ_SEED and API_FUZZ_RUNS as there.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchemas } from '../../../server/src/http/validation.ts';
import { type OperatorCallName, operatorCalls } from '../../../src/generated/api/operatorCalls.ts';
import { send } from '../helpers/api.ts';
import { badBody, badQuery, fieldsOf, type Fields, toJson } from '../fuzz/badInput.ts';
import { DEMO_OPERATOR, freshIp, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const SEED = Number(process.env.API_FUZZ_SEED ?? 370_007);
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 20);
const SLOW_MS = 1000;

type Who = 'nobody' | 'admin';

describe('API fuzz: generated bad input on every operator call', () => {
  let t: TestApp;
  let admin: OpsSession | undefined;

  /** Signs the admin in again when a fuzzed call (logout, password change, reset) ended the session. */
  async function refresh(): Promise<OpsSession> {
    if (admin && (await opsCall(t.app, 'operatorSession', {}, { session: admin })).status === 200) return admin;
    admin = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    return admin;
  }

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    await refresh();
  }, 120_000);
  afterAll(async () => t?.close());

  const names = Object.keys(operatorCalls).sort() as OperatorCallName[];

  it.each(names)('%s: no 5xx, an error envelope or a success, under 1 s', async (name) => {
    const spec: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } = operatorCalls[name];
    const fields: Fields = fieldsOf(apiSchemas(), `${name}.request.schema.json`);
    const inQuery = spec.method === 'GET';
    const who = fc.constantFrom<Who>('nobody', 'admin');
    const input = inQuery
      ? fc.oneof(
          badQuery(fields).map((q) => ({ query: q, body: undefined })),
          fc.constant({ query: undefined, body: undefined }),
        )
      : fc.record({ body: badBody(fields), query: fc.option(badQuery(fields), { nil: undefined, freq: 4 }) });
    await fc.assert(
      fc.asyncProperty(who, input, async (w, i) => {
        const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
        if (w === 'admin') {
          const s = await refresh();
          headers.cookie = `mc_ops=${s.cookie}`;
          headers['x-csrf-token'] = s.info.csrfToken;
        }
        const url = i.query ? `${spec.path}?${i.query}` : spec.path;
        const started = performance.now();
        const a = await send(t.app, spec.method, url, { merchant: null, headers, raw: i.body === undefined ? undefined : toJson(i.body) });
        const ms = performance.now() - started;
        const shown = `${spec.method} ${spec.path} as ${w}: ${a.status} ${a.raw.slice(0, 200)}`;
        expect(a.status, shown).toBeLessThan(500);
        expect(ms, `${shown} took ${Math.round(ms)} ms`).toBeLessThan(SLOW_MS);
        if (a.status >= 400) {
          expect(a.body.success, shown).toBe(false);
          expect(typeof a.body.errorCode, shown).toBe('string');
        } else {
          expect(a.body.success, shown).toBe(true);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

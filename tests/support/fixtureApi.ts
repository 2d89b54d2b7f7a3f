import { PlatformError, type PlatformApi, type RequestOptions } from '../../src/core/platformApi.ts';

/** A fixture answer: a value, or a function of the query/body for answers that depend on them. */
export type Fixture = unknown | ((options: { query?: Record<string, unknown>; body?: unknown }) => unknown);

export interface RecordedCall {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}


/**
 * The platform API for tests and the screen matrix: answers from fixtures keyed "METHOD /path", records every call.
 * A call without a fixture fails (so a widget shows its retry state, as it would against a broken server).
 */
export function createFixtureApi(fixtures: Record<string, Fixture>): PlatformApi & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    async request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
      calls.push({ method, path, query: options?.query, body: options?.body });
      const key = `${method} ${path}`;
      if (!(key in fixtures)) throw new PlatformError(404, 'fixture.missing', `no fixture for ${key}`);
      const f = fixtures[key];
      const answer = typeof f === 'function' ? (f as (o: RequestOptions) => unknown)(options ?? {}) : structuredClone(f);
      if (answer instanceof PlatformError) throw answer;
      return answer as T;
    },
  };
}

/** Kept for tests that throw the platform's error from a fixture function. */
export { PlatformError as FixtureApiError } from '../../src/core/platformApi.ts';

import type { PlatformApi } from '../../src/core/platformApi.ts';

/** A fixture answer: a value, or a function of the query/body for answers that depend on them. */
export type Fixture = unknown | ((options: { query?: Record<string, unknown>; body?: unknown }) => unknown);

export interface RecordedCall {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Error shaped like the platform client's: unknown paths fail the way an unreachable call would. */
export class FixtureApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly errorCode: string,
  ) {
    super(errorCode);
  }
}

/**
 * The platform API for tests and the screen matrix: answers from fixtures keyed "METHOD /path", records every call.
 * A call without a fixture fails (so a widget shows its retry state, as it would against a broken server).
 */
export function createFixtureApi(fixtures: Record<string, Fixture>): PlatformApi & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    async request<T>(method: string, path: string, options?: { query?: Record<string, unknown>; body?: unknown }): Promise<T> {
      calls.push({ method, path, query: options?.query, body: options?.body });
      const key = `${method} ${path}`;
      if (!(key in fixtures)) throw new FixtureApiError(404, 'fixture.missing');
      const f = fixtures[key];
      return (typeof f === 'function' ? (f as (o: typeof options) => unknown)(options ?? {}) : structuredClone(f)) as T;
    },
  };
}

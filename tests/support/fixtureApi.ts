import { apiCalls } from '../../src/generated/api/calls.ts';
import { wireRequest, type WireRequest } from '../../src/api/wireRequest.ts';
import {
  PlatformError,
  type ApiCallName,
  type CallArgs,
  type CallInput,
  type CallOptions,
  type CallResult,
  type PlatformApi,
} from '../../src/core/platformApi.ts';

/** What a fixture function sees: the caller's input, and the query or body as the client would send them. */
interface FixtureRequest<N extends ApiCallName> {
  input: CallInput<N>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * A fixture's answer: typed by the call's response schema (a misspelled or mistyped field does not compile), but
 * fields a test does not need may be left out.
 */
type FixtureAnswer<N extends ApiCallName> = DeepPartial<CallResult<N>>;

type DeepPartial<T> = T extends readonly (infer E)[] ? DeepPartial<E>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A fixture of call N: an answer (or a platform error), or a function of the request for answers that depend on it. */
type Fixture<N extends ApiCallName> = FixtureAnswer<N> | PlatformError | FixtureFunction<N>;

/** An answer computed from the request; a promise for answers a test releases itself. */
export type FixtureFunction<N extends ApiCallName> = (request: FixtureRequest<N>) => FixtureAnswer<N> | PlatformError | Promise<FixtureAnswer<N>>;

/** Fixture answers by call name; a call without one fails (the widget shows its retry state, as against a broken server). */
export type Fixtures = { [N in ApiCallName]?: Fixture<N> };

/** One call the app made: its name, and its method, path, query, body and headers as the client builds them. */
export interface RecordedCall extends WireRequest {
  name: ApiCallName;
}

const isAnswerFunction = <N extends ApiCallName>(f: Fixture<N>): f is FixtureFunction<N> => typeof f === 'function';

/**
 * The platform API for tests and the screen matrix: answers calls by name from fixtures and records every call with
 * the request the real client would send (fixed parameters, language, headers filled in by src/api/wireRequest).
 */
export function createFixtureApi(fixtures: Fixtures, language: () => string = () => 'EN'): PlatformApi & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const answer = async <N extends ApiCallName>(name: N, input: CallInput<N> | undefined, options: CallOptions = {}): Promise<CallResult<N>> => {
    const wire = wireRequest(apiCalls[name], input, options, language().toUpperCase());
    calls.push({ name, ...wire });
    const f: Fixture<N> | undefined = fixtures[name];
    if (f === undefined) throw new PlatformError(404, 'fixture.missing', `no fixture for ${name}`);
    const value = isAnswerFunction(f)
      ? await f({ input: input ?? ({} as CallInput<N>), query: wire.query, body: wire.body, headers: wire.headers })
      : structuredClone(f);
    if (value instanceof PlatformError) throw value;
    // A fixture may leave out fields its test does not read (see FixtureAnswer).
    return value as CallResult<N>;
  };
  return {
    calls,
    call: <N extends ApiCallName>(name: N, ...[input, options]: CallArgs<N>) => answer(name, input, options),
  };
}

/** The recorded calls of one call name. */
export const callsTo = (calls: readonly RecordedCall[], name: ApiCallName): RecordedCall[] => calls.filter((c) => c.name === name);

/** Kept for tests that throw the platform's error from a fixture function. */
export { PlatformError as FixtureApiError } from '../../src/core/platformApi.ts';

import { useCallback, useId, useMemo, useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import { newIdempotencyKey } from '../core/idempotencyKey.ts';
import { type ApiCallName, type CallInput, type CallResult, PlatformError, callPlatform } from '../core/platformApi.ts';
import { useRenderer } from './RendererContext.tsx';

/** What a mutation tells its widget's document: `done` (the call answered) or `failed` (it did not). */
export type MutationEvent = 'done' | 'failed';
type Emit = (event: MutationEvent, payload: Record<string, unknown>) => void;

interface Sent {
  name: ApiCallName;
  input: object | undefined;
  idempotencyKey: string | undefined;
}

interface SendOptions<R> {
  /**
   * The person's action this send belongs to, for a call that moves money: sends of one attempt share an
   * idempotency key, so a retry after a lost answer is not paid twice. Default: the request itself.
   */
  attempt?: string;
  /** Added to the `done` event's payload from the answer (what the document's actions may read as `event.x`). */
  donePayload?: (result: R) => Record<string, unknown>;
}

export interface Mutation {
  /** A send is on its way. */
  busy: boolean;
  /** The platform's words for a refusal (a 4xx); null when the call failed otherwise (the widget's generic text); undefined: none. */
  error: string | null | undefined;
  errorCode: string | undefined;
  errorValue: unknown;
  /** The call's answer, or undefined when it failed (the failure is then in error, errorCode, errorValue). */
  send<N extends ApiCallName>(name: N, input: CallInput<N>, options?: SendOptions<CallResult<N>>): Promise<CallResult<N> | undefined>;
  /** Forgets the last failure (the form was edited, the dialog closed). */
  reset(): void;
}

/**
 * Every write a widget makes to the platform, on SWR's useSWRMutation: the busy state, the refusal in the
 * platform's words, and for a call the catalogue marks `idempotent` one idempotency key per attempt, kept for
 * retries of that attempt and renewed once it is answered. With the node's `emit`, each answer is told to the
 * document as `done` (payload: `call` and the widget's own fields) or `failed` (`call`, `code`): documents wire
 * them to `refresh` actions, so no widget names another node's data source.
 */
export function useMutation(emit?: Emit): Mutation {
  const { env } = useRenderer();
  const attempt = useRef<{ what: string; key: string } | null>(null);
  // A key of its own: SWR keeps a mutation's state per hook, and two widgets' writes never share a cache entry.
  const { trigger, isMutating, error, reset } = useSWRMutation(
    ['platform-mutation', useId()],
    (_key: readonly string[], { arg }: { arg: Sent }) =>
      callPlatform(env.api, arg.name, arg.input as CallInput<typeof arg.name>, { idempotencyKey: arg.idempotencyKey }),
    { throwOnError: false, revalidate: false, populateCache: false },
  );
  const emitRef = useRef(emit);
  emitRef.current = emit;
  const send = useCallback(
    async <N extends ApiCallName>(name: N, input: CallInput<N>, options?: SendOptions<CallResult<N>>): Promise<CallResult<N> | undefined> => {
      // Every attempt has its key; the client sends it only with a call the catalogue marks `idempotent`.
      const what = options?.attempt ?? JSON.stringify([name, input]);
      if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
      const idempotencyKey = attempt.current.key;
      // A new send starts without the last one's failure (SWR clears it only once a send succeeds).
      reset();
      let failure: unknown;
      const result = (await trigger({ name, input, idempotencyKey }, { onError: (err) => (failure = err) })) as CallResult<N> | undefined;
      if (failure !== undefined) {
        const code = failure instanceof PlatformError ? failure.errorCode : undefined;
        emitRef.current?.('failed', { call: name, ...(code ? { code } : {}) });
        return undefined;
      }
      // A send overtaken by a later one or a reset of this hook answers nothing: its caller shows nothing for it.
      if (result === undefined) return undefined;
      attempt.current = null;
      const extra = options?.donePayload ? options.donePayload(result as CallResult<N>) : {};
      emitRef.current?.('done', { call: name, ...extra });
      return result;
    },
    [trigger, reset],
  );
  const refused = error instanceof PlatformError && error.status >= 400 && error.status < 500 ? error : null;
  return useMemo(
    () => ({
      busy: isMutating,
      error: error === undefined ? undefined : refused ? refused.message : null,
      errorCode: refused?.errorCode,
      errorValue: refused ? refused.value : null,
      send,
      reset,
    }),
    [isMutating, error, refused, send, reset],
  );
}

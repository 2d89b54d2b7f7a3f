import { useCallback, useRef, useState } from 'react';
import { PlatformError } from '../../../core/platformApi.ts';
import { newIdempotencyKey } from '../../../core/idempotencyKey.ts';

/**
 * A money-moving submit: busy while it runs, the platform's words, code and value for a 4xx (else null: the caller's
 * generic text), and one idempotency key per distinct request, kept for retries of that same request.
 */
export function useSubmit<T>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null | undefined>(undefined);
  const [errorCode, setErrorCode] = useState<string | undefined>(undefined);
  const [errorValue, setErrorValue] = useState<unknown>(null);
  const attempt = useRef<{ what: string; key: string } | null>(null);
  const run = useCallback(async (what: string, send: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> => {
    if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
    setBusy(true);
    setError(undefined);
    setErrorCode(undefined);
    setErrorValue(null);
    try {
      const result = await send(attempt.current.key);
      attempt.current = null;
      return result;
    } catch (err) {
      const refused = err instanceof PlatformError && err.status >= 400 && err.status < 500;
      setError(refused ? err.message : null);
      setErrorCode(refused ? err.errorCode : undefined);
      setErrorValue(refused ? err.value : null);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, errorCode, errorValue, run };
}

import { useEffect, useState } from 'react';

/** Longest wait for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;

/** False until `ready` has been true and the main thread has then had an idle moment; true from then on. */
export function useIdleOnce(ready: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || done) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setDone(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setDone(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [ready, done]);
  return done;
}

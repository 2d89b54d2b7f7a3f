import { useEffect, useState } from 'react';
import type { LoadOnce } from '../core/loadOnce.ts';

/**
 * What `code` loads, once it is in: at once when it already is (no suspending, no empty frame), else undefined
 * until it comes, loading it while `wanted`. `failed` says the load failed; `retry` asks again.
 */
export function useLoaded<T>(code: LoadOnce<T>, wanted = true): { value: T | undefined; failed: boolean; retry: () => void } {
  const [value, setValue] = useState(code.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // Not wanted any more: a failure is forgotten, so the next time it is wanted it loads again.
    if (!wanted) setFailed(false);
    if (!wanted || value !== undefined || failed) return undefined;
    let live = true;
    code.load().then(
      (v) => live && setValue(() => v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, wanted, value, failed]);
  return { value: value ?? code.current(), failed, retry: () => setFailed(false) };
}

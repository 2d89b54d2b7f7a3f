import { useEffect } from 'react';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { readJson, writeJson } from '../../state/storageKeys.ts';

/**
 * localStorage keys of the lottery's saved answers, the platform's own names: the menu (catasList), the Vietnamese
 * lottery list (gameType LOTT: lottList) and the numero list (ELOTT: elottList).
 */
export const LotteryListKeys = { menu: 'catasList', VIETNAM: 'lottList', NUMERO: 'elottList' } as const;

interface Saved<T> {
  savedAt: number;
  value: T;
}

/**
 * The last answer of a read, kept under `key`: written whenever a fresh one arrives, read back while none has (the
 * lobby draws at once on a later visit, and offline). A saved value of another shape (an older app) reads as none.
 */
export function useSavedCopy<T>(key: string, fresh: T | undefined, isShape: (v: unknown) => v is T): Saved<T> | null {
  const { env } = useRenderer();
  useEffect(() => {
    if (fresh !== undefined) writeJson(env.storage.local, key, { savedAt: env.clock.now(), value: fresh });
  }, [env, key, fresh]);
  if (fresh !== undefined) return null;
  const saved = readJson<Partial<Saved<unknown>>>(env.storage.local, key);
  return saved && typeof saved.savedAt === 'number' && isShape(saved.value) ? { savedAt: saved.savedAt, value: saved.value } : null;
}

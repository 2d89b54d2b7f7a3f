/** Something loaded on first use (a lazy module's code) and remembered. */
export interface LoadOnce<T> {
  /** The value, loading it the first time; a load that failed (offline, a failed chunk) is tried again by the next call. */
  load(): Promise<T>;
  /** The value once loaded, without waiting. */
  current(): T | undefined;
  /** Starts the load without waiting: a failure is no error here (the next `load` tries again and is told). */
  warm(): void;
  /** Forgets the value: the next `load` asks again (a key the server no longer knows). */
  forget(): void;
}

/**
 * The one way the app loads code later: once, remembered, and never stuck on a failure. A load that failed is
 * handled once here, so callers that only warm it (a render, the boot, a pointer passing over a button) leave no
 * unhandled rejection behind.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const get = (): Promise<T> => {
    if (pending) return pending;
    // A load forgotten while on its way (forget) leaves nothing behind when it ends.
    const mine: Promise<T> = load().then(
      (v) => {
        if (pending === mine) value = v;
        return v;
      },
      (err: unknown) => {
        if (pending === mine) pending = undefined;
        throw err;
      },
    );
    mine.catch(() => undefined);
    pending = mine;
    return mine;
  };
  return {
    load: get,
    current: () => value,
    warm: () => void get(),
    forget: () => {
      value = undefined;
      pending = undefined;
    },
  };
}

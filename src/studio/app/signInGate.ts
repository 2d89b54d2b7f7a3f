/**
 * Calls that answer "session ended" wait here until the operator signs in again in the dialog, then run again:
 * the page, the draft and whatever was typed stay as they were. Several calls failing together share one sign-in.
 */
export interface SignInGate {
  /** Resolves when the operator has signed in again; `open` is called once per wait to show the dialog. */
  wait(open: () => void): Promise<void>;
  /** The operator signed in: every waiting call runs again. */
  release(): void;
  /** The operator gave up (closed the dialog): waiting calls fail with this message. */
  abandon(message: string): void;
}

export function createSignInGate(): SignInGate {
  let pending: { promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } | null = null;
  return {
    wait(open) {
      if (!pending) {
        let resolve!: () => void;
        let reject!: (e: Error) => void;
        const promise = new Promise<void>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        pending = { promise, resolve, reject };
        open();
      }
      return pending.promise;
    },
    release() {
      pending?.resolve();
      pending = null;
    },
    abandon(message) {
      pending?.reject(new Error(message));
      pending = null;
    },
  };
}

/** Runs `call`; when it fails because the session ended, waits for a new sign-in and runs it once more. */
export async function withSignIn<T>(call: () => Promise<T>, isSessionLost: (e: unknown) => boolean, gate: SignInGate, open: () => void): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isSessionLost(error)) throw error;
    await gate.wait(open);
    return call();
  }
}

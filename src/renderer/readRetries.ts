import { PlatformError } from '../core/platformApi.ts';
import { deviceOffline } from './connectivity.ts';

/**
 * Whether a failed read is worth trying again at once: no answer while the device says it is online (a reset
 * or refused connection), a 5xx, or an answer that was not the platform's envelope. Not a timeout (the read
 * already waited its full time), not while offline (the screen reloads its data when the device is back), and
 * never a 4xx: the platform refused the request itself, and asking again gets the same answer.
 */
export function isTransientReadFailure(err: unknown, offline: boolean): boolean {
  if (!(err instanceof PlatformError)) return false;
  if (err.status === 0) return err.errorCode === 'network.offline' && !offline;
  return err.status >= 500 || (err.status === 200 && err.errorCode === 'unknown.error');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a read, and again after each delay while it fails transiently (the browser passes 1 s then 2 s: three
 * tries within about 3 s, so a screen shows "load failed, click to retry" only for a failure that lasts). The
 * last failure is what the caller gets.
 */
export async function readWithRetries<T>(read: () => Promise<T>, delaysMs: readonly number[], offline: () => boolean = deviceOffline): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !isTransientReadFailure(err, offline())) throw err;
      await sleep(delay);
    }
  }
}

/**
 * Starts requests one per task. A fetch() call costs ~1 ms of main thread on a mid-range phone (~5 ms under
 * Lighthouse's 4x CPU throttling), and a render that mounts several data-fed widgets starts all their requests
 * in one task: five of them made one long task that blocked input. The first request of a task starts at once;
 * the others each start in a task of their own right after (a MessageChannel message: no timer clamping).
 */
export interface FetchPacer {
  <T>(start: () => Promise<T>): Promise<T>;
  /** Resolves once every request asked for so far has started (at once when none waits). */
  allStarted(): Promise<void>;
}

export function createFetchPacer(): FetchPacer {
  const waiting: (() => void)[] = [];
  const whenDrained: (() => void)[] = [];
  let busy = false;
  let channel: MessageChannel | null = null;
  const nextTask = () => {
    channel ??= new MessageChannel();
    channel.port1.onmessage = drain;
    channel.port2.postMessage(null);
  };
  function drain() {
    const next = waiting.shift();
    if (!next) {
      busy = false;
      channel?.port1.close();
      channel = null;
      return;
    }
    next();
    if (waiting.length === 0) {
      for (const started of whenDrained.splice(0)) started();
    }
    nextTask();
  }
  const pace = <T>(start: () => Promise<T>): Promise<T> => {
    if (!busy) {
      busy = true;
      nextTask();
      return start();
    }
    return new Promise<T>((resolve, reject) => waiting.push(() => void start().then(resolve, reject)));
  };
  return Object.assign(pace, {
    allStarted: (): Promise<void> => (waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenDrained.push(resolve))),
  });
}

/**
 * Ends the current task and goes on in a new one, so the browser can handle input and paint in between. Work
 * that runs as one chain of awaits is one task however many steps it has: the boot's was ~50 ms of main thread
 * here (~200 ms on a slow phone), input blocked throughout. `scheduler.yield()` where the browser has it (its
 * continuation goes ahead of other queued tasks), else a MessageChannel message (a timer would be clamped).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

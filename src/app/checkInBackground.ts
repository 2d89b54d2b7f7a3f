import type { BundleCheck } from '../core/brand/checkBundle.ts';

/**
 * The production safety net's check of the brand documents, in a worker where there is one (the main thread
 * stays free), else on the main thread. Never rejects: a worker that fails falls back to the main thread.
 */
export function checkInBackground(text: string): Promise<BundleCheck> {
  const onMainThread = () =>
    Promise.all([import('../core/brand/checkBundle.ts'), import('../generated/validators/core.js')]).then(([m, validators]) =>
      m.checkBundle(JSON.parse(text) as unknown, validators),
    );
  if (typeof Worker !== 'function') return onMainThread();
  return new Promise<BundleCheck>((resolve) => {
    const worker = new Worker(new URL('./bundleCheck.worker.ts', import.meta.url), { type: 'module' });
    const done = (check: Promise<BundleCheck> | BundleCheck) => {
      worker.terminate();
      resolve(check);
    };
    worker.onmessage = (e: MessageEvent<BundleCheck>) => done(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      done(onMainThread());
    };
    worker.postMessage(text);
  });
}

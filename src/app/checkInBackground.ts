import type { BundleCheck } from '../core/brand/checkBundle.ts';
import type { CompiledValidator } from '../core/validation/types.ts';

/**
 * The production safety net's check of the brand documents, in a worker where there is one (the main thread
 * stays free), else on the main thread. Never rejects: a worker that fails falls back to the main thread.
 */
export function checkInBackground(text: string): Promise<BundleCheck> {
  const check = async () => {
    const lazy = import.meta.glob<{ validateProps: CompiledValidator }>('../generated/validators/widgets/*.js');
    const [m, core, widgets] = await Promise.all([
      import('./backgroundCheck.ts'),
      import('../generated/validators/core.js'),
      Promise.all(Object.entries(lazy).map(async ([path, load]) => [path, await load()] as const)).then(Object.fromEntries),
    ]);
    return m.backgroundCheck(text, core, widgets);
  };
  // A check that cannot load its code (offline) finds nothing: the app goes on with the documents it has.
  const onMainThread = () => check().catch((): BundleCheck => ({ bundle: null, problems: [] }));
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

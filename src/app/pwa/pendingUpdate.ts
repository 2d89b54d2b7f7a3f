/**
 * How to switch to the waiting version, once the service worker module (loaded after the first screen) has one:
 * the update notice's button calls it. Kept apart so the notice does not load the worker's code.
 */
let apply: (() => void) | null = null;

export function setUpdateAction(fn: (() => void) | null): void {
  apply = fn;
}

export function applyUpdate(): void {
  apply?.();
}

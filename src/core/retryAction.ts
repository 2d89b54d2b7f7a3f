/**
 * A notice's Retry button: it tries the failed step again (a game that would not open, a favourite not saved). The
 * step says its own failure again if it fails again, so nothing is left to handle here.
 */
export function retryWith(step: () => unknown): { labelKey: 'retry'; retry: () => void } {
  return {
    labelKey: 'retry',
    retry: () => {
      void Promise.resolve()
        .then(step)
        .catch(() => undefined);
    },
  };
}

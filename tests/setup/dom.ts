import { beforeAll, vi } from 'vitest';

// Shared DOM test setup: React's act() environment flag, so state updates in tests are flushed predictably.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Unit files share one DOM per worker (vitest.config.ts, isolate: false): each file starts on a clean page, with
// empty storage, an empty body, the root URL and real timers, whatever the file before it left behind.
beforeAll(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

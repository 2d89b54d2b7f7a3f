import { configure } from '@testing-library/react';
import { cache, SWRGlobalState } from 'swr/_internal';
import { afterEach, beforeAll, vi } from 'vitest';

// Shared DOM test setup: React's act() environment flag, so state updates in tests are flushed predictably.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy* and waitFor wait up to 5 s (the library's 1 s default): the full suite runs the unit files beside the
// browser and server lanes on two cores, where a lazy widget and its fixture answer took longer than a second.
configure({ asyncUtilTimeout: 5000 });

/** happy-dom's default page URL in vitest (the origin every unit file starts on). */
const DEFAULT_ORIGIN = 'http://localhost:3000';

// Unit files share one DOM per worker (vitest.config.ts, isolate: false): each file starts on a clean page, with
// empty storage, an empty body, the root URL and real timers, whatever the file before it left behind.
beforeAll(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.innerHTML = '';
  // A test that followed a link to another site (the chat) left the page there: back to the default origin first
  // (history can change only the path), so URLs the app builds from the origin are the same in every file.
  const happy = (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM;
  if (window.location.origin !== DEFAULT_ORIGIN) happy?.setURL(`${DEFAULT_ORIGIN}/`);
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

// SWR's default cache (the studio's reads, without an app provider) and its `preload`ed reads live as long as the
// module: a test's answers, or a boot preload no node took over, would be handed to the next test reading the same
// key (a page has one app, read once).
afterEach(() => {
  const state = SWRGlobalState.get(cache);
  // Its mutation times, reads in flight (deduplicated for 2 s) and preloads, then the answers.
  for (const table of [state?.[1], state?.[2], state?.[3]]) for (const key of Object.keys(table ?? {})) delete table?.[key];
  for (const key of [...cache.keys()]) cache.delete(key);
});

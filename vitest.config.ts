import { defineConfig } from 'vitest/config';

// Three projects: the browser-side code in a DOM (happy-dom), the node tools, and the reference API in plain node.
export default defineConfig({
  test: {
    // Every core (vitest's default leaves one free: on the 2-core CI machine that ran the unit files one at a time).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Worker threads start faster than processes: the unit files ran 40% longer in forks.
          pool: 'threads',
          // Files in a worker share their modules and DOM: the unit run takes half the time (152 s, now 78 s). The
          // setup file gives each file a clean page; a test of once-per-page module state (the first screen
          // settled, a lazy engine loaded) imports fresh modules after vi.resetModules().
          isolate: false,
          // A test that times out goes on running, and its act() scope stays open in the React that the worker's
          // later files share: their renders then stay empty, hundreds of failures echoing one. The first render
          // in a worker compiles the whole app, which took over 5 s on a loaded 2-core machine; the limit is
          // generous so that only a real hang reaches it.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/matrix/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        // Unit files that walk the app through a game's page and back: what the page left running reached the
        // files that shared its worker afterwards (their timers and renders), so each runs in a fresh one.
        test: {
          name: 'unit-isolated',
          environment: 'happy-dom',
          pool: 'threads',
          isolate: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        // Node-side tools (type generation, config lint) run without a DOM.
        test: {
          name: 'tools',
          environment: 'node',
          pool: 'threads',
          // Files in a worker share their modules: the schema catalog and its compiled validators load once per
          // worker, not once per file (the four config fuzz shards each compiled them again).
          isolate: false,
          include: ['tests/tools/**/*.test.ts'],
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
          // Names this run's PostgreSQL databases and drops them at the end (TEST_DATABASE_URL only).
          globalSetup: ['tests/server/helpers/pgGlobalSetup.ts'],
          // One process for every server file: a seeded PGlite is dumped once and later test apps start from it.
          isolate: false,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Two projects: the browser-side code in a DOM (happy-dom) and the reference API in plain node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/matrix/**/*.test.{ts,tsx}', 'tests/tools/**/*.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
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
        },
      },
    ],
  },
});

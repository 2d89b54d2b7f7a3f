import { test as base, expect } from '@playwright/test';

/**
 * The `test` of every browser spec: Playwright's, with a client address of the test's own. Every request the
 * test's browser context and its API client make carries it (X-Forwarded-For; the test server trusts one proxy
 * hop, TRUST_PROXY=1), so the platform's per-address limits (sign-ins, registrations, texts, the captcha after
 * wrong passwords) count each test apart: tests run side by side and in any order, and a retry starts afresh.
 */
let addresses = 0;

/** 100.64.0.0/10 (shared address space): never a real client's, and apart from the addresses tests/server uses. */
function nextAddress(workerIndex: number): string {
  addresses += 1;
  return `100.${64 + (workerIndex % 64)}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export const test = base.extend<{ clientAddress: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter
  clientAddress: async ({}, use, testInfo) => {
    await use(nextAddress(testInfo.workerIndex));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress });
  },
  // A late request of the page (the brand-update watcher's look at the document) can still be in a test's route
  // handler as the page closes; its route.fetch() then fails with "Response has been disposed", reported against the
  // worker's next test. Unrouting with ignoreErrors when each test ends drops such handlers.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect };

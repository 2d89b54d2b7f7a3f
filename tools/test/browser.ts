import { existsSync } from 'node:fs';

/**
 * The browser every test drives (the e2e suite, the fault matrix, the visual matrix and `npm run visual:diff`):
 * Debian's chromium-headless-shell, the same Chromium build as the `chromium` package in its old headless mode,
 * which is what Playwright itself runs headless tests in. It has no browser UI layer: a page load costs a third of
 * the CPU it costs in the full browser's new headless mode (0.6 against 1.8 CPU-seconds for /m/login, measured on
 * the 2-core machine), so the browser suites take a third less CPU. Lighthouse and the lobby fling in `npm run
 * bench` keep the full browser: they measure what a player's browser does.
 * CHROMIUM_PATH picks another executable.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function testChromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
  if (!existsSync(path)) {
    throw new Error(
      `The browser tests need Chromium's headless shell at ${path}: apt-get install chromium-headless-shell ` +
        '(Debian), or set CHROMIUM_PATH to a Chromium executable.',
    );
  }
  return path;
}

/** Flags of every test browser: no GPU, no shared-memory limits of a container, nothing that calls out to Google. */
export const TEST_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

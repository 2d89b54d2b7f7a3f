import type { Page, Request } from '@playwright/test';

/**
 * Waiting until a page can no longer change, for the visual matrix and the diff tool. No fixed sleeps: the page
 * is ready when no request is in flight, the DOM has not changed for a while, the main thread is idle, no timed
 * toast is up, and every font and image is loaded and decoded.
 * No named helper functions inside page.evaluate: tsx (the diff tool) would wrap them in a helper the page lacks.
 */

/** What the page's init script (page.ts) keeps on window: the browser's own timing functions, and the last DOM change. */
export interface VisualWindow {
  __visualFrame: typeof requestAnimationFrame;
  __visualIdle: typeof requestIdleCallback;
  __visualNow: () => number;
  __visualLastChange: number;
}

/** How long the DOM and the network must stay still. */
const QUIET_MS = 200;
/** How long a loading placeholder in view is waited for. */
const SKELETON_WAIT_MS = 10_000;

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests in flight (call before its first navigation). */
export function countRequests(page: Page): void {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  inFlight.set(page, open);
}

async function networkQuiet(page: Page, deadline: number): Promise<void> {
  const open = inFlight.get(page) ?? new Set();
  let quietSince = Date.now();
  for (;;) {
    const now = Date.now();
    if (open.size > 0) quietSince = now;
    else if (now - quietSince >= QUIET_MS / 2) return;
    if (now > deadline) throw new Error(`network still busy: ${[...open].map((r) => r.url()).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until nothing on the page can still change. Lazy images are made eager (near the fold they would load or
 * not depending on timing). Last, every image is drawn afresh: Chrome leaves out an image's background once it
 * knows the image is opaque, which it knows only after decoding, so whether the first paint came before that
 * changed the antialiasing of rounded corners from run to run.
 */
export async function settle(page: Page, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A loading placeholder on screen means data is still to come (a read waiting out its retry after a failure on a
  // busy server sends nothing for a while): waited for, up to this long, then the page is shot as it is.
  const skeletonsUntil = Date.now() + SKELETON_WAIT_MS;
  for (;;) {
    await networkQuiet(page, deadline);
    const stillFor = await page.evaluate(async (waitSkeletons) => {
      const w = window as unknown as VisualWindow;
      for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images).map((img) =>
          (img.complete
            ? Promise.resolve()
            : new Promise<void>((r) => {
                img.addEventListener('load', () => r(), { once: true });
                img.addEventListener('error', () => r(), { once: true });
              })
          ).then(() => img.decode().catch(() => undefined)),
        ),
      );
      // An image whose request failed (a busy server drawing tiles cold beside the other stages) is asked for again,
      // at most 3 times: a shot shows what the screen shows once its images arrive, not a passing failure.
      const broken = Array.from(document.images).filter(
        (img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src') && Number(img.dataset.visualRetry ?? 0) < 3,
      );
      for (const img of broken) {
        img.dataset.visualRetry = String(Number(img.dataset.visualRetry ?? 0) + 1);
        const { src, srcset } = img;
        img.srcset = '';
        img.src = '';
        img.srcset = srcset;
        img.src = src;
      }
      if (broken.length > 0) return 0;
      await new Promise((r) => w.__visualIdle(() => r(undefined), { timeout: 2000 }));
      await new Promise((r) => w.__visualFrame(() => w.__visualFrame(r)));
      // A toast is timed (gone after its 1-3 s): whether it is still up depends on how fast the machine got here.
      if (document.querySelector('.toast')) return 0;
      const loading = Array.from(document.querySelectorAll('.skeleton')).some((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
      });
      if (waitSkeletons && loading) return 0;
      return w.__visualNow() - w.__visualLastChange;
    }, Date.now() < skeletonsUntil);
    if (stillFor >= QUIET_MS && (inFlight.get(page)?.size ?? 0) === 0) break;
    if (Date.now() > deadline) throw new Error(`the page kept changing for ${timeoutMs} ms`);
    if (stillFor < QUIET_MS) await new Promise((r) => setTimeout(r, QUIET_MS - stillFor));
  }
  await page.evaluate(async () => {
    const w = window as unknown as VisualWindow;
    const shown = Array.from(document.images).map((img) => [img, img.style.visibility] as const);
    for (const [img] of shown) img.style.visibility = 'hidden';
    await new Promise((r) => w.__visualFrame(() => w.__visualFrame(r)));
    for (const [img, visibility] of shown) img.style.visibility = visibility;
    await new Promise((r) => w.__visualFrame(() => w.__visualFrame(r)));
  });
}

/**
 * A screenshot once two in a row are the same (what toHaveScreenshot does before comparing), for the diff tool,
 * which compares pictures itself; `fullPage` draws the whole scrolled page, not only the viewport.
 */
export async function stableScreenshot(page: Page, attempts = 10, fullPage = false): Promise<Buffer> {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', fullPage });
  let last = await shoot();
  for (let i = 0; i < attempts; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const next = await shoot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error(`no two screenshots in a row were the same (${page.url()})`);
}

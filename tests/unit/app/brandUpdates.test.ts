import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_CHECK_MIN_MS, watchBrandUpdates, type BrandUpdates } from '../../../src/app/brandUpdates.ts';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';

const bundle = (name: string) => ({ brand: { name }, screens: [], locales: {}, schemaVersion: 2 }) as unknown as BrandBundle;

/** A server whose brand document is `doc` with ETag `etag`, answering 304 to a matching If-None-Match. */
function server(state: { etag: string; text: string; status?: number }) {
  const calls: RequestInit[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    if (state.status) return new Response('no', { status: state.status });
    return new Response(state.text, { status: 200, headers: { etag: state.etag } });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

describe('a running page follows the published brand revision', () => {
  let watch: BrandUpdates | undefined;
  afterEach(() => {
    watch?.stop();
    // The DOM is shared by every unit file: the page's own visibility comes back.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('applies a newly published revision once, and nothing while the ETag is the same', async () => {
    let t = 0;
    const state = { etag: '"r1"', text: JSON.stringify(bundle('Royal PH')) };
    const s = server(state);
    const applied: string[] = [];
    watch = watchBrandUpdates({
      url: '/brands/current.json',
      current: { etag: '"r1"', text: state.text },
      // The background check's answer for a good document: no problems, no copy of it.
      check: async () => ({ bundle: null, problems: [] }),
      apply: async (b) => void applied.push(b.brand.name),
      now: () => t,
      fetch: s.fetch,
    });
    t += BRAND_CHECK_MIN_MS;
    await watch.check();
    expect(applied).toEqual([]);
    expect(s.calls[0]).toMatchObject({ cache: 'no-cache', credentials: 'same-origin' });
    Object.assign(state, { etag: '"r2"', text: JSON.stringify(bundle('Royal Philippines')) });
    // Within the throttle window: not asked.
    await watch.check();
    expect(s.calls).toHaveLength(1);
    t += BRAND_CHECK_MIN_MS;
    await watch.check();
    expect(applied).toEqual(['Royal Philippines']);
    t += BRAND_CHECK_MIN_MS;
    await watch.check();
    expect(applied).toEqual(['Royal Philippines']);
  });

  it('keeps the running revision when the new one fails its check, or the server cannot answer', async () => {
    let t = 0;
    const state = { etag: '"r2"', text: '{"broken":true}', status: 0 };
    const s = server(state);
    const applied: string[] = [];
    const reports: string[] = [];
    watch = watchBrandUpdates({
      url: '/brands/current.json',
      current: { etag: '"r1"', text: '{}' },
      check: async () => ({ bundle: null, problems: ['/brand: required'] }),
      apply: async (b) => void applied.push(b.brand.name),
      now: () => t,
      fetch: s.fetch,
      report: (m) => void reports.push(m),
    });
    t += BRAND_CHECK_MIN_MS;
    await watch.check();
    expect(applied).toEqual([]);
    expect(reports[0]).toContain('/brand: required');
    state.status = 503;
    t += BRAND_CHECK_MIN_MS;
    await expect(watch.check()).resolves.toBeUndefined();
  });

  it('asks again when the page is shown again', async () => {
    let t = BRAND_CHECK_MIN_MS * 10;
    const s = server({ etag: '"r1"', text: '{}' });
    watch = watchBrandUpdates({
      url: '/x',
      current: { etag: '"r1"', text: '{}' },
      check: async () => ({ bundle: null, problems: [] }),
      apply: async () => undefined,
      now: () => t,
      fetch: s.fetch,
    });
    t += BRAND_CHECK_MIN_MS;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(s.calls).toHaveLength(1));
  });
});

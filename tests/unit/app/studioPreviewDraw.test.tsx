import { act, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPreview } from '../../../src/app/studio/startPreview.tsx';
import { STUDIO_CHANNEL } from '../../../src/core/studio/previewProtocol.ts';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import type { AppEnv } from '../../../src/renderer/env.ts';

/** A bundle the preview can stand on, named so the stand-in app shows which one it draws. */
const bundleNamed = (name: string): BrandBundle =>
  ({
    schemaVersion: 2,
    brand: {
      id: 'royal',
      name,
      merchantCode: 'ROYAL',
      theme: { tokens: {} },
      languages: { default: 'EN', supported: ['EN'] },
      routing: { fallback: '/m/home' },
      chrome: {},
    },
    screens: [],
    locales: { EN: { hello: `Hello from ${name}` } },
  }) as unknown as BrandBundle;

/** The app as the preview draws it: the brand's name, or a crash for a draft named so. */
function StandIn({ bundle }: { bundle: BrandBundle }) {
  if (bundle.brand.name === 'crash') throw new Error('the frame cannot draw this');
  return <p data-testid="shown">{bundle.brand.name}</p>;
}

describe('the preview draws the studio’s drafts', () => {
  let root: Root | undefined;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    act(() => root?.unmount());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.studioPreview;
  });

  it('answers rendered once React committed a draft, and keeps the last good one when a draft crashes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'EN', resources: { EN: { translation: {} } } });
    const parent = { postMessage: vi.fn() };
    const listeners = new Set<(e: unknown) => void>();
    const win = {
      document,
      location: window.location,
      parent,
      addEventListener: (type: string, l: (e: unknown) => void) => (type === 'message' ? listeners.add(l) : window.addEventListener(type, l as EventListener)),
      removeEventListener: (type: string, l: (e: unknown) => void) =>
        type === 'message' ? listeners.delete(l) : window.removeEventListener(type, l as EventListener),
    } as unknown as Window;
    const deliver = (data: object) =>
      act(() => {
        for (const l of listeners) l({ origin: window.location.origin, source: parent, data: { channel: STUDIO_CHANNEL, ...data } });
      });
    const posted = () => parent.postMessage.mock.calls.map(([m]) => m as { type: string; seq?: number; message?: string });
    const env = { navigate: vi.fn(), setLanguage: vi.fn(async () => undefined) } as unknown as AppEnv;

    await act(async () => {
      stop = startPreview(
        {
          root: root as Root,
          appFor: (b, extra) => (
            <MemoryRouter initialEntries={['/m/home']}>
              <StandIn bundle={b} />
              {extra}
            </MemoryRouter>
          ),
          bundle: bundleNamed('Royal PH'),
          i18n,
          env,
        },
        win,
      ).stop;
    });
    await waitFor(() => expect(posted().map((m) => m.type)).toContain('ready'));
    expect(document.querySelector('[data-testid="shown"]')?.textContent).toBe('Royal PH');
    expect(document.documentElement.dataset.studioPreview).toBe('royal');

    await deliver({ type: 'draft', seq: 1, bundle: bundleNamed('Royal Draft') });
    await waitFor(() => expect(posted()).toContainEqual(expect.objectContaining({ type: 'rendered', seq: 1 })));
    expect(document.querySelector('[data-testid="shown"]')?.textContent).toBe('Royal Draft');
    // The draft's strings are the page's now, without a fetch.
    expect(i18n.t('hello')).toBe('Hello from Royal Draft');

    await deliver({ type: 'draft', seq: 2, bundle: bundleNamed('crash') });
    await waitFor(() => expect(posted()).toContainEqual(expect.objectContaining({ type: 'failed', seq: 2, message: 'the frame cannot draw this' })));
    await waitFor(() => expect(document.querySelector('[data-testid="shown"]')?.textContent).toBe('Royal Draft'));
    expect(i18n.t('hello')).toBe('Hello from Royal Draft');
    expect(posted().filter((m) => m.type === 'rendered')).toHaveLength(1);

    await deliver({ type: 'navigate', path: '/m/games' });
    expect(env.navigate).toHaveBeenCalledWith('/m/games');
  });
});

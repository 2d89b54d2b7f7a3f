import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { renderApp, SCREENS_DIR } from '../../support/renderApp.tsx';

afterEach(cleanup);

/** Lucky's documents plus two screens at patterned paths: a param route and a plain path it also matches. */
function withPatterns(): BrandBundle {
  const bundle = structuredClone(buildBundle(SCREENS_DIR, 'lucky'));
  const text = (id: string) => [{ id: `${id}.t`, type: 'text', props: { textKey: 'title_help', variant: 'title' } }];
  bundle.screens.push(
    { id: 'promoDetail', paths: ['/m/promo/:id'], chrome: { topBar: true, bottomBar: false, back: 'history' }, body: text('promoDetail') },
    { id: 'promoLatest', paths: ['/m/promo/latest'], chrome: { topBar: true, bottomBar: false, back: 'history' }, body: text('promoLatest') },
  );
  return bundle;
}

const screenId = (app: Awaited<ReturnType<typeof renderApp>>) => app.container.querySelector('[data-screen]')?.getAttribute('data-screen');

describe('routes from the screen documents', () => {
  it('finds a plain path in any case and with a trailing slash, as react-router matched it', async () => {
    expect(screenId(await renderApp({ path: '/m/home' }))).toBe('home');
    cleanup();
    expect(screenId(await renderApp({ path: '/M/Home/' }))).toBe('home');
  });

  it('sends an unknown path to the brand fallback', async () => {
    const app = await renderApp({ path: '/m/nowhere' });
    expect(screenId(app)).toBe('home');
  });

  it('matches paths with params through react-router, and a plain path wins over a pattern', async () => {
    const bundle = withPatterns();
    const detail = await renderApp({ bundle, path: '/m/promo/42' });
    expect(screenId(detail)).toBe('promoDetail');
    // The frame found the chrome of the same screen.
    expect(detail.getByTestId('topbar')).toBeTruthy();
    cleanup();
    expect(screenId(await renderApp({ bundle, path: '/m/promo/latest' }))).toBe('promoLatest');
  });
});

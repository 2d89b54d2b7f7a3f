import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, listBrands } from '../../tools/brands/loadDocuments.ts';
import { matrixFixtures, matrixPlatformFlags } from '../fixtures/api.ts';
import { renderApp, SCREENS_DIR, type SessionKind } from '../support/renderApp.tsx';

/**
 * The screen matrix: every screen of every brand for every session kind, generated from the documents (a new
 * screen document adds its cases with no test code), rendered with fixture data and a fixed clock; the DOM is
 * snapshot-tested so any change to what a screen shows is a reviewed diff.
 */
const KINDS: SessionKind[] = ['guest', 'member', 'trial', 'agent'];

afterEach(cleanup);

// One render before the matrix warms every lazy module, so the first case is timed like all the others.
beforeAll(async () => {
  await renderApp({ fixtures: matrixFixtures, state: { platformFlags: matrixPlatformFlags } });
  cleanup();
});

for (const brand of listBrands(SCREENS_DIR)) {
  const bundle = buildBundle(SCREENS_DIR, brand);
  describe(`brand ${brand}`, () => {
    for (const screen of bundle.screens) {
      const statusScreen = screen.id === bundle.brand.routing.maintenanceScreen ? 'maintenance' : screen.id === bundle.brand.routing.regionScreen ? 'region' : null;
      for (const kind of KINDS) {
        it(`${screen.id} as ${kind}`, async () => {
          const app = await renderApp({
            bundle,
            session: kind,
            path: screen.paths[0] ?? '/m/home',
            fixtures: matrixFixtures,
            state: statusScreen ? { system: statusScreen, platformFlags: matrixPlatformFlags } : { platformFlags: matrixPlatformFlags },
          });
          const shown = app.container.querySelector('[data-screen]')?.getAttribute('data-screen');
          if (shown !== screen.id) {
            // Turned away by its access rules: the redirect target is shown, and has its own snapshot.
            expect(screen.access?.allow).not.toContain(kind === 'agent' ? 'agent' : kind);
            const target = bundle.screens.find((s) => s.paths.includes(screen.access?.redirect ?? ''));
            expect(shown).toBe(target?.id);
            return;
          }
          expect(app.container.innerHTML).toMatchSnapshot();
        });
      }
    }
  });
}

import { act, cleanup, fireEvent } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateOfScreen } from '../../src/core/brand/statusGate.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenDocument } from '../../src/generated/screen.ts';
import { buildBundle, listBrands } from '../../tools/brands/loadDocuments.ts';
import { matrixFixtures, matrixPlatformFlags } from '../fixtures/api.ts';
import { brandStatusInfo } from '../fixtures/status.ts';
import { renderApp, SCREENS_DIR, settle, type SessionKind } from '../support/renderApp.tsx';
import { placeholderScreens } from './placeholders.ts';
import { serializeDom } from './serializeDom.ts';
import { preloadSafeHtml } from '../../src/ui/LazySafeHtml.tsx';
import { loadPatternEngine } from '../../src/widgets/form/patternEngine.ts';
import { afterLoad, markFirstScreenDrawn } from '../../src/core/afterLoad.ts';

/**
 * The screen matrix: every screen of every brand for every session kind, generated from the documents (a new
 * screen document adds its cases with no test code), rendered with fixture data and a fixed clock. Each brand and
 * screen has one snapshot file, __snapshots__/<brand>/<screen>.html, with the DOM as a person reads it for each
 * session kind, so a document change shows as a few readable lines in one file. Update after an intended change:
 * `npx vitest run --project unit tests/matrix -u`, then review the diff.
 */
const KINDS: SessionKind[] = ['guest', 'member', 'trial', 'agent'];

// One render before the matrix warms every lazy module, so the first case is timed like all the others; the
// modules a widget loads after drawing (the HTML sanitizer, the forms' RE2) are in before any case, so every
// snapshot shows what a settled page shows.
// The first screen has settled before any case, too: the app's after-load work (a carousel's other slides) would
// otherwise show or not by whether an earlier test file of the same worker got that far (files share modules).
beforeAll(async () => {
  await Promise.all([preloadSafeHtml(), loadPatternEngine()]);
  await renderApp({ fixtures: matrixFixtures, state: { platformFlags: matrixPlatformFlags } });
  markFirstScreenDrawn();
  cleanup();
  await new Promise<void>((resolve) => afterLoad(resolve));
});

/** What one session kind sees of a screen: its DOM, or where its access rules send it. */
async function sectionFor(brand: string, bundle: BrandBundle, screen: ScreenDocument, kind: SessionKind): Promise<string> {
  const system = gateOfScreen(bundle.brand.routing, screen.id);
  const app = await renderApp({
    bundle,
    session: kind,
    path: screen.paths[0] ?? '/m/home',
    fixtures: matrixFixtures,
    // The brand's platform status as the app keeps it after boot: texts that name the merchant's facts show them.
    state: { platformFlags: matrixPlatformFlags, statusInfo: brandStatusInfo(brand), ...(system ? { system } : {}) },
  });
  try {
    const shown = app.container.querySelector('[data-screen]');
    if (shown?.getAttribute('data-screen') !== screen.id) {
      // Turned away by its access rules: the redirect target is shown, and has its own snapshot.
      expect(screen.access?.allow).not.toContain(kind);
      const redirect = screen.access?.refusals?.[kind]?.redirect ?? screen.access?.redirect ?? '';
      const target = bundle.screens.find((s) => s.paths.includes(redirect));
      expect(shown?.getAttribute('data-screen')).toBe(target?.id);
      return `turned away by the screen's access rules to ${redirect} (screen ${target?.id})`;
    }
    return [serializeDom(app.container.firstElementChild ?? app.container), ...(await otherTabPanels(app.container))].join('\n');
  } finally {
    cleanup();
  }
}

/**
 * A tab panel draws a panel the first time its tab is chosen: each other tab is chosen in turn, and its panel is
 * added under a comment naming the tab, so the snapshot still shows every panel.
 */
async function otherTabPanels(container: HTMLElement): Promise<string[]> {
  const out: string[] = [];
  const tabs = [...container.querySelectorAll<HTMLElement>('[data-widget="tabPanels"] [role="tab"][aria-selected="false"]')];
  for (const tab of tabs) {
    await act(async () => void fireEvent.click(tab));
    await settle();
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    out.push(`<!-- the tab "${tab.textContent?.trim()}" chosen: its panel -->`, panel ? serializeDom(panel) : '(no panel)');
  }
  return out;
}

for (const brand of listBrands(SCREENS_DIR)) {
  const bundle = buildBundle(SCREENS_DIR, brand);
  describe(`brand ${brand}`, () => {
    for (const screen of bundle.screens) {
      it(`${screen.id} for a guest, a member, a trial account and an agent`, async () => {
        const parts = [`<!-- brand ${brand} · screen ${screen.id} · paths ${screen.paths.join(' ') || '(status gate)'} -->`];
        const seen = new Map<string, SessionKind>();
        for (const kind of KINDS) {
          const section = await sectionFor(brand, bundle, screen, kind);
          const same = seen.get(section);
          if (same) parts.push(`\n<!-- ${kind}: the same as ${same} -->`);
          else if (section.startsWith('turned away')) parts.push(`\n<!-- ${kind}: ${section} -->`);
          else parts.push(`\n<!-- ${kind} -->\n${section}`);
          if (!same) seen.set(section, kind);
        }
        await expect(`${parts.join('\n')}\n`).toMatchFileSnapshot(`__snapshots__/${brand}/${screen.id}.html`);
      });
    }
  });
}

it('reports the screens that still show only the no-data placeholder', async () => {
  const report = placeholderScreens(listBrands(SCREENS_DIR).map((b) => buildBundle(SCREENS_DIR, b)));
  console.log(report.summary);
  await expect(report.text).toMatchFileSnapshot('__snapshots__/placeholders.txt');
});

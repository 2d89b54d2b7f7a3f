/**
 * Config fuzz, the renderer (issue 19, item 8): shipped screen documents spoilt by fast-check (unknown widgets,
 * wrong props, missing ids, deep nesting, huge lists, hostile strings, odd conditions, bad actions), checked the
 * way the app checks a bundle (a document that breaks its schema becomes the safe "no data" screen), then
 * rendered with the screen matrix's renderer and fixtures. The page must never be blank: the screen is shown, and
 * each of its top-level nodes holds its widget or a node problem, never an uncaught error. As many cases as fit in
 * about 30 s (RENDER_FUZZ_RUNS caps them); seeded with CONFIG_FUZZ_SEED.
 */
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBundle } from '../../src/core/brand/checkBundle.ts';
import { gateOfScreen } from '../../src/core/brand/statusGate.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenDocument } from '../../src/generated/screen.ts';
import * as coreValidators from '../../src/generated/validators/core.js';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import { matrixFixtures, matrixPlatformFlags } from '../fixtures/api.ts';
import { CONFIG_FUZZ_SEED, spoiltDocument } from '../support/configFuzz.ts';
import { renderApp, SCREENS_DIR, type SessionKind } from '../support/renderApp.tsx';

const RUNS = Number(process.env.RENDER_FUZZ_RUNS ?? 400);
const BUDGET_MS = Number(process.env.RENDER_FUZZ_MS ?? 30_000);

const bundle = buildBundle(SCREENS_DIR, 'lucky');
/** Screens a path opens (the status gates are shown by the platform state, not a path). */
const screens = bundle.screens.filter((s) => s.paths.length > 0 && gateOfScreen(bundle.brand.routing, s.id) === undefined);

/** A session the screen lets in, so the case renders the screen rather than its redirect. */
function sessionFor(screen: ScreenDocument): SessionKind {
  const allow = screen.access?.allow;
  return (['member', 'agent', 'guest', 'trial'] as const).find((k) => !allow || allow.includes(k)) ?? 'member';
}

/** The bundle with one screen replaced, checked as boot does (DEV) and the production background check does. */
function bundleWith(index: number, doc: unknown): BrandBundle {
  const raw = { ...bundle, screens: bundle.screens.map((s) => (s === screens[index] ? doc : s)) };
  const checked = checkBundle(raw, coreValidators);
  if (!checked.bundle) throw new Error(`the brand document itself was refused: ${checked.problems.join('; ')}`);
  return checked.bundle;
}

describe('config fuzz: the renderer never blanks the page', () => {
  const counts = { cases: 0, refused: 0, problems: 0, crashedNodes: 0, started: 0, passed: false };
  const uncaught: unknown[] = [];
  const onError = (e: ErrorEvent) => void uncaught.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => void uncaught.push(e.reason);

  beforeAll(async () => {
    // One render first warms every lazy module, so the cases are timed alike.
    await renderApp({ fixtures: matrixFixtures, state: { platformFlags: matrixPlatformFlags } });
    cleanup();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    counts.started = performance.now();
  });
  afterAll(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    const s = Math.round((performance.now() - counts.started) / 1000);
    console.log(
      `config fuzz: ${counts.cases} render cases in ${s} s (${counts.refused} refused by the bundle check and shown as "no data", ` +
        `${counts.problems} node problems, ${counts.crashedNodes} crashed nodes with a retry), ${counts.passed ? '0 blank pages' : 'FAILED (see the counterexample)'}, seed ${CONFIG_FUZZ_SEED}`,
    );
  });

  it(
    'shows each spoilt screen, its content or the safe fallback, with no uncaught error',
    async () => {
      const deadline = performance.now() + BUDGET_MS;
      await fc.assert(
        fc.asyncProperty(spoiltDocument(screens), async ({ index, doc }) => {
          if (performance.now() > deadline) return; // past the time budget: the remaining runs are skipped
          const screen = screens[index];
          const checked = bundleWith(index, doc);
          const shownDoc = checked.screens.find((s) => s.paths.includes(screen.paths[0]));
          const app = await renderApp({
            bundle: checked,
            session: sessionFor(screen),
            path: screen.paths[0],
            fixtures: matrixFixtures,
            state: { platformFlags: matrixPlatformFlags },
          });
          try {
            counts.cases++;
            const unavailable = shownDoc?.body.length === 1 && shownDoc.body[0].type === 'noData' && shownDoc.body[0].id.endsWith('.unavailable');
            if (unavailable) counts.refused++;
            const root = app.container.firstElementChild;
            expect(root, 'the app root is empty').not.toBeNull();
            const shown = app.container.querySelector('[data-screen]');
            expect(shown, `no screen shown for ${screen.id}: ${app.container.innerHTML.slice(0, 300)}`).not.toBeNull();
            // Every top-level node without a condition is in place: its widget, a node problem or a retry box.
            const expected = (shownDoc?.body ?? []).filter((n) => n.when === undefined).map((n) => n.id);
            const inPlace = new Set([...(shown?.children ?? [])].map((c) => c.getAttribute('data-testid')));
            for (const id of expected) expect(inPlace.has(id), `${screen.id}: node ${id} is missing`).toBe(true);
            counts.problems += app.container.querySelectorAll('.operator-error').length;
            counts.crashedNodes += app.container.querySelectorAll('[data-testid$=".crashed"]').length;
            expect(uncaught, String(uncaught[0])).toHaveLength(0);
          } finally {
            cleanup();
          }
        }),
        { seed: CONFIG_FUZZ_SEED, numRuns: RUNS, endOnFailure: true },
      );
      expect(counts.cases).toBeGreaterThan(0);
      counts.passed = true;
    },
    BUDGET_MS + 120_000,
  );
});

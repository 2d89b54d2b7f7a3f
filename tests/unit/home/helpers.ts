import { whitelabelTree } from '../../fixtures/status.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { gameFixtures } from '../../fixtures/games.ts';
import { homeFixtures, homeStatus } from '../../fixtures/home.ts';
import type { Fixtures, RecordedCall } from '../../support/fixtureApi.ts';
import { renderApp, type RenderAppOptions, type RenderedApp } from '../../support/renderApp.tsx';

/** Every answer the home page needs, plus whatever a test adds or replaces. */
function homeAnswers(extra: Fixtures = {}): Fixtures {
  return { ...gameFixtures, ...homeFixtures, ...homeStatus, walletBalance: { sumBalance: 10, balance: [] }, whitelabel: whitelabelTree(), ...extra };
}

export async function renderHome(options: RenderAppOptions = {}): Promise<RenderedApp> {
  // A moving clock: tickers and counters only step while it moves (fake timers move Date.now too).
  const app = await renderApp({ path: '/m/home', clock: { now: () => Date.now() }, ...options, fixtures: homeAnswers(options.fixtures) });
  await settle();
  return app;
}

/** Lets fixture promises, lazy chunks and React updates settle. */
export async function settle(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Moves fake timers on inside act, then lets promises settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export const callsTo = (calls: RecordedCall[], path: string): RecordedCall[] => calls.filter((c) => c.name === path);

/** Generous: the machine running the tests is shared, and a first render loads every widget chunk. */
export const WAIT = { timeout: 8000 };

/** Waits for a node's widget to render something. */
export async function shown(id: string): Promise<HTMLElement> {
  let el!: HTMLElement;
  await waitFor(() => {
    el = screen.getByTestId(id);
    if (el.querySelector('.node-loading') || el.childElementCount === 0) throw new Error(`${id} not rendered`);
  }, WAIT);
  return el;
}

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { filterCatalogue, gameFixtures } from '../../fixtures/games.ts';
import type { Fixtures, RecordedCall } from '../../support/fixtureApi.ts';
import { renderApp, type RenderAppOptions, type RenderedApp } from '../../support/renderApp.tsx';

export { filterCatalogue };

/** The lobby's fixture answers plus whatever a test adds or replaces. */
export function lobbyFixtures(extra: Fixtures = {}): Fixtures {
  return { ...gameFixtures, walletBalance: { sumBalance: 10, balance: [] }, ...extra };
}

export async function renderLobby(path: string, options: Omit<RenderAppOptions, 'path'> = {}): Promise<RenderedApp> {
  return renderApp({ session: 'member', fixtures: lobbyFixtures(), ...options, path });
}

export const callsTo = (calls: RecordedCall[], path: string): RecordedCall[] => calls.filter((c) => c.name === path);
export const GAME_LIST = 'gameList';

/** The names on the rendered tiles, in order. */
export function tileNames(): string[] {
  return [...document.querySelectorAll('.game-tile-play .game-tile-name')].map((e) => e.textContent ?? '');
}

/** Lets fixture promises and React updates settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Waits as long as a loaded machine may need (a lazy tab, a lazy page), not a fixed number of rounds. */
export const WAIT = { timeout: 10_000 };

/** A lobby tab, once it is drawn. */
export const tab = (name: RegExp | string) => screen.findByRole('tab', { name }, WAIT);

/** Opens a tab and waits until it is the chosen one. */
export async function openTab(name: RegExp | string): Promise<void> {
  fireEvent.click(await tab(name));
  await waitFor(async () => expect((await tab(name)).getAttribute('aria-selected')).toBe('true'), WAIT);
  await settle();
}

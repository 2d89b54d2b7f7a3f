import { readFileSync } from 'node:fs';
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp.tsx';
import { loaded, openLeftMenu, shellFixtures } from './helpers.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const tagalog = JSON.parse(readFileSync('screens/_base/locales/ty.json', 'utf8')) as Record<string, string>;

describe('Tagalog reads as one voice', () => {
  it('says "Mag-deposito" everywhere: the bottom bar as the deposit screens do, no English "deposit" in the text', async () => {
    const app = await renderApp({ session: 'member', language: 'TY', fixtures: shellFixtures });
    const bar = await loaded(app.getByTestId('bottombar'));
    expect(within(bar).getByRole('button', { name: tagalog.deposit_submit })).toBeTruthy();
    expect(tagalog.deposit_submit).toBe('Mag-deposito');
    // Placeholders ({{deposit}}) and nestings ($t(deposit)) are names, not words the player reads.
    const english = Object.entries(tagalog).filter(([, text]) => /\bdeposit\b/i.test(text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '')));
    expect(english).toEqual([]);
  });

  it('shows the Philippine flag beside Tagalog: blue over red, the white triangle at the hoist with its sun', async () => {
    await renderApp({ fixtures: shellFixtures });
    const panel = await openLeftMenu();
    const flag = within(panel)
      .getByRole('button', { name: /Tagalog/ })
      .querySelector('svg.flag');
    expect(flag?.getAttribute('data-flag')).toBe('PH');
    const fills = [...(flag?.querySelectorAll('rect[fill], path[fill], circle[fill]') ?? [])].map((e) => e.getAttribute('fill'));
    expect(fills.slice(0, 2)).toEqual(['#0038a8', '#ce1126']);
    expect(flag?.querySelector('[data-part="hoist"] path')?.getAttribute('fill')).toBe('#fff');
    expect(flag?.querySelector('[data-part="hoist"] circle')?.getAttribute('fill')).toBe('#fcd116');
  });
});

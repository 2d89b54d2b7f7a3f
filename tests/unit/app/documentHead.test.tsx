import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle, screenTitleKey } from '../../../src/app/documentTitle.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { bundleOf, settle, shellFixtures } from '../shell/helpers.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.title = '';
});

describe('the tab title and icon follow the brand', () => {
  it("a screen's title comes first, then the brand's name; a screen without one shows the name alone", () => {
    expect(documentTitle('Deposit', 'Royal PH')).toBe('Deposit · Royal PH');
    expect(documentTitle('', 'Royal PH')).toBe('Royal PH');
    expect(screenTitleKey({ topBar: true, bottomBar: false, back: 'history', titleKey: 'a', backTitleKey: 'b' })).toBe('a');
    expect(screenTitleKey({ topBar: false, bottomBar: false, back: 'history', backBar: true, backTitleKey: 'b' })).toBe('b');
    expect(screenTitleKey(undefined)).toBeUndefined();
  });

  it("the app keeps document.title to the screen and the brand it runs for, and sets the brand's icon", async () => {
    const link = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon', href: 'data:,' }));
    try {
      const app = await renderApp({ brand: 'royal', language: 'EN', path: '/m/activity', fixtures: shellFixtures });
      await settle();
      // The same words as the top bar's title.
      expect(app.getByTestId('topbar-title').textContent).toBe('Promotions');
      expect(document.title).toBe('Promotions · Royal PH');
      expect(link.getAttribute('href')).toBe(bundleOf('royal').brand.icon);
      cleanup();
      const lucky = await renderApp({ brand: 'lucky', path: '/m/home', fixtures: shellFixtures });
      await settle();
      expect(document.title).toBe(`${lucky.getByTestId('topbar-title').textContent} · Lucky88`);
    } finally {
      link.remove();
    }
  });
});

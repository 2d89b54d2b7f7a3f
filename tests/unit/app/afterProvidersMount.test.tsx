import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterProvidersMount } from '../../../src/app/AppRoot.tsx';
import { BootSplash } from '../../../src/app/BootSplash.tsx';
import type { AppState } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { StoreProvider, useAppState } from '../../../src/state/StoreProvider.tsx';

afterEach(cleanup);

/** Renders a store consumer under the store provider (optionally behind AfterProvidersMount); counts its renders. */
async function rendersOfConsumer(wrap: (children: ReactNode) => ReactNode): Promise<number> {
  const store = createStore({ language: 'EN' } as AppState);
  let renders = 0;
  function Consumer() {
    const language = useAppState((s) => s.language);
    renders++;
    return <p>language {language}</p>;
  }
  await act(async () => void render(<StoreProvider store={store}>{wrap(<Consumer />)}</StoreProvider>));
  await screen.findByText('language EN');
  return renders;
}

describe('the app draws one commit after its providers mount', () => {
  it("draws index.html's splash until then, the same markup (nothing flashes as React takes over)", () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
    const parse = (markup: string) => {
      const box = document.createElement('div');
      box.innerHTML = markup;
      return box.querySelector('.boot-splash')!.outerHTML;
    };
    const fromIndex = parse(/<div id="root">([\s\S]*?)<noscript>/.exec(html)![1]);
    expect(parse(renderToStaticMarkup(<BootSplash />))).toBe(fromIndex);
  });

  it('so the store provider notifies no consumer as it mounts: each renders once, not twice', async () => {
    // Why the wrapper exists: mounted with the provider, a consumer is rendered again at once (synchronously).
    expect(await rendersOfConsumer((c) => c)).toBe(2);
    cleanup();
    expect(await rendersOfConsumer((c) => <AfterProvidersMount>{c}</AfterProvidersMount>)).toBe(1);
  });
});

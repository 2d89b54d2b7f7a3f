import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Overlays } from '../../../src/app/chrome/Overlays.tsx';
import type { ConditionContext } from '../../../src/generated/context.ts';
import type { ScreenNode } from '../../../src/generated/node.ts';
import { ConditionScope } from '../../../src/renderer/ConditionScope.tsx';
import type { AppEnv } from '../../../src/renderer/env.ts';
import type { RenderableWidget, WidgetLoaders } from '../../../src/renderer/defineWidget.ts';
import { createRenderer, RendererProvider } from '../../../src/renderer/RendererContext.tsx';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { StoreProvider } from '../../../src/state/StoreProvider.tsx';

afterEach(cleanup);

const OVERLAY: ScreenNode = { id: 'chrome.reminder', type: 'realityCheck', when: { var: 'session.isRealAccount' } };
const reminder: RenderableWidget = {
  Component: () => <p>Time for a break</p>,
  loadValidator: async () => Object.assign(() => true, { errors: null }),
};

/** The reminder's module, answered when the test says so. */
function slowModule() {
  let arrive!: () => void;
  const loaded = new Promise<RenderableWidget>((resolve) => (arrive = () => resolve(reminder)));
  const load = vi.fn(() => loaded);
  const widgets: WidgetLoaders = { realityCheck: load as never };
  return { widgets, arrive, loads: () => load.mock.calls.length };
}

function draw(widgets: WidgetLoaders, isRealAccount: boolean) {
  const renderer = createRenderer({
    env: { report: () => undefined } as unknown as AppEnv,
    widgets,
    actions: {} as never,
    dataSources: {},
    showOperatorErrors: false,
    validateProps: false,
  });
  const context = { session: { isRealAccount } } as unknown as ConditionContext;
  const store = createStore(initialState('EN', { session: sessionStorage, local: localStorage }));
  // As boot draws the first screen: in a transition.
  act(() =>
    startTransition(() => {
      render(
        <StoreProvider store={store}>
          <RendererProvider renderer={renderer}>
            <ConditionScope value={context}>
              <h1>Transaction records</h1>
              <Overlays nodes={[OVERLAY]} />
            </ConditionScope>
          </RendererProvider>
        </StoreProvider>,
      );
    }),
  );
}

describe('overlays (the reality-check reminder)', () => {
  it('never hold the first screen back: the page commits while their code loads, and they draw once it is in', async () => {
    const slow = slowModule();
    draw(slow.widgets, true);
    expect(screen.getByRole('heading', { name: 'Transaction records' })).toBeTruthy();
    expect(screen.queryByTestId('chrome.reminder')).toBeNull();
    expect(slow.loads()).toBe(1);
    await act(async () => slow.arrive());
    expect(await screen.findByText('Time for a break')).toBeTruthy();
  });

  it('load nothing for a visitor their condition leaves out', async () => {
    const slow = slowModule();
    draw(slow.widgets, false);
    await act(async () => slow.arrive());
    expect(slow.loads()).toBe(0);
    expect(screen.queryByTestId('chrome.reminder')).toBeNull();
  });
});

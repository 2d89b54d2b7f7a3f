import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConditionContext } from '../../../src/generated/context.ts';
import { ConditionScope } from '../../../src/renderer/ConditionScope.tsx';
import type { DataSourceDefinition } from '../../../src/renderer/dataSource.ts';
import type { AppEnv } from '../../../src/renderer/env.ts';
import { createRenderer, RendererProvider } from '../../../src/renderer/RendererContext.tsx';
import { useDataSource } from '../../../src/renderer/useDataSource.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { StoreProvider } from '../../../src/state/StoreProvider.tsx';

afterEach(cleanup);

/** A help list whose first read fails and whose later reads answer when the test says so (a slow network). */
function slowHelp() {
  const answers: ((list: string[]) => void)[] = [];
  const fetch = vi.fn(() => (fetch.mock.calls.length === 1 ? Promise.reject(new Error('500')) : new Promise<string[]>((resolve) => answers.push(resolve))));
  return { fetch, answer: (i: number) => answers[i]?.(['How to deposit']) };
}

function draw(fetch: () => Promise<unknown>) {
  const helpCenter = { fetch } as unknown as DataSourceDefinition<never, unknown>;
  const renderer = createRenderer({
    env: { report: () => undefined } as unknown as AppEnv,
    widgets: {},
    actions: {} as never,
    dataSources: { helpCenter },
    showOperatorErrors: false,
  });
  const store = createStore(initialState('EN', { session: sessionStorage, local: localStorage }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreProvider store={store}>
        <RendererProvider renderer={renderer}>
          <ConditionScope value={{ language: 'EN' } as ConditionContext}>{children}</ConditionScope>
        </RendererProvider>
      </StoreProvider>
    </SWRConfig>
  );
  return renderHook(() => useDataSource({ source: 'helpCenter' }), { wrapper });
}

describe('the retry of a failed read', () => {
  it('taps while its reload is under way do not start it again, so its answer is kept', async () => {
    const help = slowHelp();
    const { result } = draw(help.fetch);
    await waitFor(() => expect(result.current?.error?.message).toBe('500'));
    act(() => result.current?.retry());
    act(() => result.current?.retry());
    act(() => result.current?.retry());
    expect(help.fetch).toHaveBeenCalledTimes(2);
    await act(async () => help.answer(0));
    await waitFor(() => expect(result.current?.data).toEqual(['How to deposit']));
    expect(result.current?.error).toBeUndefined();
  });

  it('a tap after the reload has answered reads again', async () => {
    const help = slowHelp();
    const { result } = draw(help.fetch);
    await waitFor(() => expect(result.current?.error).toBeDefined());
    act(() => result.current?.retry());
    await act(async () => help.answer(0));
    await waitFor(() => expect(result.current?.data).toBeDefined());
    act(() => result.current?.retry());
    expect(help.fetch).toHaveBeenCalledTimes(3);
  });
});

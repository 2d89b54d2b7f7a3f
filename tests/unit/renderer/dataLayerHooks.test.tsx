import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { AppEnv } from '../../../src/renderer/env.ts';
import { createRenderer, RendererProvider } from '../../../src/renderer/RendererContext.tsx';
import { useCallRead } from '../../../src/renderer/useCallRead.ts';
import { useMutation } from '../../../src/renderer/useMutation.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { StoreProvider } from '../../../src/state/StoreProvider.tsx';
import { createFixtureApi, type Fixtures } from '../../support/fixtureApi.ts';

afterEach(cleanup);

function wrapperFor(fixtures: Fixtures, swr: SWRConfiguration = {}) {
  const api = createFixtureApi(fixtures);
  const renderer = createRenderer({
    env: { api, report: () => undefined } as unknown as AppEnv,
    widgets: {},
    actions: {} as never,
    dataSources: {},
    showOperatorErrors: false,
  });
  const store = createStore(initialState('EN', { session: sessionStorage, local: localStorage }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), ...swr }}>
      <StoreProvider store={store}>
        <RendererProvider renderer={renderer}>{children}</RendererProvider>
      </StoreProvider>
    </SWRConfig>
  );
  return { api, wrapper };
}

const keysOf = (calls: { headers: Record<string, string> }[]) => calls.map((c) => c.headers['Idempotency-Key']);

describe('useMutation: every write of a widget', () => {
  it('keeps one idempotency key per attempt of a money call until it is answered, and tells the document done or failed', async () => {
    let tries = 0;
    const { api, wrapper } = wrapperFor({
      promoCodeRedeem: () => (++tries === 1 ? new PlatformError(0, 'network.offline', 'offline') : { code: 'WELCOME', reward: 5, balance: 105 }),
    });
    const emit = vi.fn();
    const { result } = renderHook(() => useMutation(emit), { wrapper });
    let answer: unknown;
    await act(async () => void (answer = await result.current.send('promoCodeRedeem', { code: 'WELCOME' })));
    expect(answer).toBeUndefined();
    await waitFor(() => expect(result.current.error).toBeNull());
    expect(emit).toHaveBeenLastCalledWith('failed', { call: 'promoCodeRedeem', code: 'network.offline' });
    await act(async () => void (answer = await result.current.send('promoCodeRedeem', { code: 'WELCOME' }, { donePayload: (r) => ({ reward: r.reward }) })));
    expect(answer).toMatchObject({ reward: 5 });
    expect(emit).toHaveBeenLastCalledWith('done', { call: 'promoCodeRedeem', reward: 5 });
    // The retry of the lost answer carried the same key; the next redeem is a new attempt with a new one.
    await act(async () => void (await result.current.send('promoCodeRedeem', { code: 'WELCOME' })));
    const [first, retry, next] = keysOf(api.calls);
    expect(first).toMatch(/.{16,}/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it("says a refusal in the platform's words with its code, sends no key for a call that moves no money, and forgets the failure on the next send", async () => {
    let refuse = true;
    const { api, wrapper } = wrapperFor({
      setDepositLimit: () =>
        refuse ? new PlatformError(400, 'limit.cooling.off', 'A higher limit starts after 24 hours', { effectiveAt: 1 }) : { depositLimits: {} },
    });
    const { result } = renderHook(() => useMutation(), { wrapper });
    await act(async () => void (await result.current.send('setDepositLimit', { period: 'day', amount: 100 })));
    await waitFor(() => expect(result.current.error).toBe('A higher limit starts after 24 hours'));
    expect(result.current.errorCode).toBe('limit.cooling.off');
    expect(result.current.errorValue).toEqual({ effectiveAt: 1 });
    expect(keysOf(api.calls)).toEqual([undefined]);
    refuse = false;
    await act(async () => void (await result.current.send('setDepositLimit', { period: 'day', amount: 50 })));
    await waitFor(() => expect(result.current.error).toBeUndefined());
    expect(result.current.busy).toBe(false);
  });
});

describe('useCallRead: a read of a widget', () => {
  it('asks once for two readers of one call and input, nothing for a null input, and again on retry', async () => {
    const { api, wrapper } = wrapperFor({ bankList: { list: [{ bankCode: 'BDO', bankName: 'BDO Unibank' }] } });
    const { result } = renderHook(() => ({ a: useCallRead('bankList', {}), b: useCallRead('bankList', {}), none: useCallRead('bankList', null) }), { wrapper });
    await waitFor(() => expect(result.current.a.status).toBe('ready'));
    expect(result.current.b.data).toEqual(result.current.a.data);
    expect(result.current.none.status).toBe('loading');
    expect(api.calls.filter((c) => c.name === 'bankList')).toHaveLength(1);
    act(() => result.current.a.retry());
    await waitFor(() => expect(api.calls.filter((c) => c.name === 'bankList')).toHaveLength(2));
  });

  it('with once, keeps an answer and a refusal (409) for good, and asks again after a 429 or with a new input', async () => {
    let tooMany = true;
    const { api, wrapper } = wrapperFor(
      {
        checkUsername: ({ query }) => {
          if (query?.username === 'taken01') return new PlatformError(409, 'username.exists', 'Sorry, the username already exists.');
          if (query?.username === 'busy01' && tooMany) return new PlatformError(429, 'request.too.many', 'Too many attempts', { retryAfter: 1 });
          return true;
        },
        // No deduping window: only the kept answer spares a request.
      },
      { dedupingInterval: 0 },
    );
    const asked = () => api.calls.filter((c) => c.name === 'checkUsername').map((c) => c.query?.username);
    const { result, rerender } = renderHook(({ name }) => useCallRead('checkUsername', { username: name }, { once: true }), {
      wrapper,
      initialProps: { name: 'taken01' },
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ status: 409, errorCode: 'username.exists' });
    rerender({ name: 'player01' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(true);
    // Back to a name already answered: its refusal at once, no request (SWR would ask again for a key without data).
    rerender({ name: 'taken01' });
    expect(result.current.status).toBe('error');
    rerender({ name: 'player01' });
    expect(result.current.data).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked()).toEqual(['taken01', 'player01']);
    // "Too many" is no answer: the retry asks again.
    rerender({ name: 'busy01' });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 429 }));
    tooMany = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked()).toEqual(['taken01', 'player01', 'busy01', 'busy01']);
  });
});

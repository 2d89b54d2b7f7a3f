import { act, cleanup, render } from '@testing-library/react';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { detectDevice } from '../../../src/app/device.ts';
import { RouteScope } from '../../../src/app/RouteScope.tsx';
import type { ConditionContext } from '../../../src/generated/context.ts';
import { useConditionContext } from '../../../src/renderer/ConditionScope.tsx';
import { sameContext } from '../../../src/renderer/sameContext.ts';
import type { AppState, MemberInfo } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';
import { initialState } from '../../../src/state/initialState.ts';
import { StoreProvider } from '../../../src/state/StoreProvider.tsx';
import { BrandProvider } from '../../../src/ui/BrandContext.tsx';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';

afterEach(cleanup);

const MEMBER: MemberInfo = { id: 7, account: 'demo0', type: 0 };

function renderScope() {
  const bundle = buildBundle(join(process.cwd(), 'screens'), 'lucky');
  const store = createStore<AppState>({
    ...initialState('EN', { session: sessionStorage, local: localStorage }),
    session: { token: 't', merchantCode: bundle.brand.merchantCode, userName: 'demo0', type: 0 },
  });
  const seen: ConditionContext[] = [];
  function Probe() {
    seen.push(useConditionContext());
    return null;
  }
  render(
    <StoreProvider store={store}>
      <BrandProvider value={{ bundle, device: detectDevice(navigator, window, localStorage) }}>
        <MemoryRouter initialEntries={['/m/withdraw?tab=1']}>
          <RouteScope>
            <Probe />
          </RouteScope>
        </MemoryRouter>
      </BrandProvider>
    </StoreProvider>,
  );
  return { store, seen };
}

describe('the route scope (the condition context every node reads)', () => {
  it('keeps its context when an answer changes nothing a condition reads, so the nodes are not re-rendered', () => {
    const { store, seen } = renderScope();
    const first = seen.at(-1);
    // The member details of the same member, and status and flags that change no template or flag.
    act(() => store.update((s) => void (s.member = { ...MEMBER })));
    act(() => store.update((s) => void (s.statusInfo = { ...(s.statusInfo ?? {}) } as AppState['statusInfo'])));
    act(() => store.update((s) => void (s.platformFlags = { ...s.platformFlags })));
    expect(new Set(seen.slice(seen.indexOf(first as ConditionContext))).size).toBe(1);
    // A change a condition reads gives a new context.
    act(() => store.update((s) => void (s.member = { ...MEMBER, nickname: 'Lucky Star' })));
    expect(seen.at(-1)).not.toBe(first);
    expect(seen.at(-1)?.session.userName).toBe('Lucky Star');
  });
});

describe('sameContext', () => {
  it('compares each part by its values, the route query too', () => {
    const a = renderScope().seen.at(-1) as ConditionContext;
    const parts = { session: { ...a.session }, flags: { ...a.flags }, device: { ...a.device }, template: { ...a.template } };
    const b: ConditionContext = { ...a, ...parts, route: { ...a.route, query: { ...a.route.query } }, brand: { ...a.brand }, signIn: { ...a.signIn } };
    expect(sameContext(a, b)).toBe(true);
    expect(sameContext(a, { ...b, route: { ...b.route, query: { tab: '2' } } })).toBe(false);
    expect(sameContext(a, { ...b, flags: { ...b.flags, REWCEN3: !b.flags.REWCEN3 } })).toBe(false);
    expect(sameContext(a, { ...b, session: { ...b.session, kind: 'trial' } })).toBe(false);
    expect(sameContext(a, { ...b, language: 'TY' })).toBe(false);
  });
});

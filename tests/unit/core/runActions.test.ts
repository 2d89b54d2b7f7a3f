import { describe, expect, it, vi } from 'vitest';
import { createActionCatalog } from '../../../src/actions/index.ts';
import { runActions } from '../../../src/renderer/runActions.ts';
import type { AppEnv } from '../../../src/renderer/env.ts';
import type { ConditionContext } from '../../../src/generated/context.ts';
import type { AppState } from '../../../src/state/appState.ts';
import { createStore } from '../../../src/state/createStore.ts';

function fakeEnv() {
  const store = createStore<AppState>({
    session: null,
    member: null,
    language: 'EN',
    panels: { left: false, right: false },
    popups: [],
    toasts: [],
    balanceHidden: false,
    platformFlags: {},
    promotions: {},
    system: 'normal',
    pwa: { installable: false, updateReady: false },
  });
  const env = {
    store,
    navigate: vi.fn(),
    report: vi.fn(),
    notify: vi.fn(() => 1),
    openUrl: vi.fn(),
  } as unknown as AppEnv;
  return env;
}
const guest = { session: { loggedIn: false } } as unknown as ConditionContext;

describe('action catalog', () => {
  it('runs actions in order with params resolved from the event', async () => {
    const env = fakeEnv();
    await runActions(
      [
        { action: 'openPanel', params: { panel: 'left' } },
        { action: 'navigate', params: { to: '/m/activityDetail?id={id}' } },
      ],
      createActionCatalog(),
      { env, event: { id: 42 }, context: guest },
    );
    expect(env.store.getState().panels.left).toBe(true);
    expect(env.navigate).toHaveBeenCalledWith('/m/activityDetail?id=42', { replace: false });
  });

  it('sends guests to /m/login for actions that need a session', async () => {
    const env = fakeEnv();
    await runActions([{ action: 'navigate', params: { to: '/m/inviteFriends', requiresSession: true } }], createActionCatalog(), {
      env,
      event: {},
      context: guest,
    });
    expect(env.navigate).toHaveBeenCalledWith('/m/login');
  });

  it('reports unknown actions and invalid params instead of throwing, and stops the list', async () => {
    const env = fakeEnv();
    await runActions([{ action: 'tost' }, { action: 'openPanel', params: { panel: 'left' } }], createActionCatalog(), { env, event: {}, context: guest });
    expect(env.report).toHaveBeenCalledWith('Unknown action "tost"');
    expect(env.store.getState().panels.left).toBe(false);
    await runActions([{ action: 'openPanel', params: { panel: 'middle' } }], createActionCatalog(), { env, event: {}, context: guest });
    expect((env.report as ReturnType<typeof vi.fn>).mock.calls[1][0]).toContain('Invalid params');
  });

  it('refuses javascript: URLs', async () => {
    const env = fakeEnv();
    await runActions([{ action: 'openUrl', params: { url: 'javascript:alert(1)' } }], createActionCatalog(), { env, event: {}, context: guest });
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('toggling one side panel closes the other', async () => {
    const env = fakeEnv();
    const catalog = createActionCatalog();
    await runActions(
      [
        { action: 'openPanel', params: { panel: 'right' } },
        { action: 'togglePanel', params: { panel: 'left' } },
      ],
      catalog,
      { env, event: {}, context: guest },
    );
    expect(env.store.getState().panels).toEqual({ left: true, right: false });
  });
});

describe('an action whose code cannot load (offline)', () => {
  it('is not asked for while the device is offline; the person is told, and the next tap loads it', async () => {
    const { lazyAction } = await import('../../../src/renderer/actionDefinition.ts');
    let loads = 0;
    const ran = vi.fn();
    const def = lazyAction<Record<string, never>>(async () => {
      loads += 1;
      return { default: { run: ran } };
    });
    const catalog = { ...createActionCatalog(), definitions: { back: def } };
    const env = fakeEnv();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await runActions([{ action: 'back' }], catalog, { env, event: {}, context: guest });
    expect(env.notify).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'network_offline', kind: 'error' }));
    // Nothing was fetched, so no failure stays behind in the browser's module map.
    expect(loads).toBe(0);
    online.mockReturnValue(true);
    await runActions([{ action: 'back' }], catalog, { env, event: {}, context: guest });
    expect([loads, ran.mock.calls.length]).toEqual([1, 1]);
    online.mockRestore();
  });

  it('tells the person when the load fails on the way, and loads afresh on the next tap', async () => {
    const { lazyAction } = await import('../../../src/renderer/actionDefinition.ts');
    let loads = 0;
    const ran = vi.fn();
    const def = lazyAction<Record<string, never>>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: { run: ran } };
    });
    const catalog = { ...createActionCatalog(), definitions: { back: def } };
    const env = fakeEnv();
    await expect(runActions([{ action: 'back' }], catalog, { env, event: {}, context: guest })).resolves.toBeUndefined();
    expect(env.notify).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'unknown_error', kind: 'error' }));
    expect(ran).not.toHaveBeenCalled();
    await runActions([{ action: 'back' }], catalog, { env, event: {}, context: guest });
    expect(loads).toBe(2);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

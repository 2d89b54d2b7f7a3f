import { describe, expect, it, vi } from 'vitest';
import { createRouterPort } from '../../../src/app/routerPort.ts';

describe("the env's router port", () => {
  it('queues navigation asked for before the router mounts and runs it, in order, when it connects', () => {
    const port = createRouterPort();
    port.navigate('/m/login');
    port.back('/m/home');
    const navigate = vi.fn();
    port.connectRouter({ navigate, canGoBack: () => false, goBack: vi.fn() });
    expect(navigate.mock.calls).toEqual([
      ['/m/login', { replace: false }],
      ['/m/home', { replace: true }],
    ]);
    port.navigate('/m/activity', { replace: true });
    expect(navigate).toHaveBeenLastCalledWith('/m/activity', { replace: true });
  });

  it('goes back when there is a page to go back to, else to the fallback', () => {
    const port = createRouterPort();
    const goBack = vi.fn();
    const navigate = vi.fn();
    let history = true;
    port.connectRouter({ navigate, canGoBack: () => history, goBack });
    port.back('/m/home');
    history = false;
    port.back('/m/home');
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('queues again once the router unmounts, and refreshes data only while SWR is connected', async () => {
    const port = createRouterPort();
    const first = vi.fn();
    const disconnect = port.connectRouter({ navigate: first, canGoBack: () => false, goBack: vi.fn() });
    disconnect();
    port.navigate('/m/notice');
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    port.connectRouter({ navigate: second, canGoBack: () => false, goBack: vi.fn() });
    expect(second).toHaveBeenCalledWith('/m/notice', { replace: false });
    await expect(port.refreshData('walletBalance')).resolves.toBeUndefined();
    const refresh = vi.fn(async () => undefined);
    port.connectData(refresh);
    await port.refreshData('walletBalance');
    expect(refresh).toHaveBeenCalledWith('walletBalance');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { onConnectivityChange, whenOnline } from '../../../src/renderer/connectivity.ts';

afterEach(() => vi.restoreAllMocks());

describe('the device connection, read through one listener', () => {
  it('holds at most one online and one offline listener however many subscribe, and fans each event out', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const back = vi.fn();
    const changed = vi.fn();
    const stopBack = whenOnline(back);
    const stopChanged = onConnectivityChange(changed);
    const stopOther = whenOnline(() => undefined);
    // Another test's app may still be subscribed (the files share one page): then none is added here.
    expect(add.mock.calls.filter(([type]) => type === 'online').length).toBeLessThanOrEqual(1);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(2);
    stopBack();
    stopChanged();
    expect(remove).not.toHaveBeenCalled();
    stopOther();
    // The last subscriber gone, the listeners go with it (unless another test's app still listens).
    expect(remove.mock.calls.filter(([type]) => type === 'online').length).toBe(add.mock.calls.filter(([type]) => type === 'online').length);
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

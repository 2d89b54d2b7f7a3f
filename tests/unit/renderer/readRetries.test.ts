import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { isTransientReadFailure, readWithRetries } from '../../../src/renderer/readRetries.ts';

const failing = (errors: unknown[], value = 'data') => {
  let calls = 0;
  const read = async () => {
    const err = errors[calls++];
    if (err !== undefined) throw err;
    return value;
  };
  return { read, calls: () => calls };
};

describe('a data source read tries again on transient failures', () => {
  it('retries a 5xx, a reset connection and an unreadable answer, then answers', async () => {
    const r = failing([new PlatformError(503, 'unknown.error', ''), new PlatformError(0, 'network.offline', 'reset')]);
    await expect(readWithRetries(r.read, [1, 1], () => false)).resolves.toBe('data');
    expect(r.calls()).toBe(3);
    const garbled = failing([new PlatformError(200, 'unknown.error', 'not json')]);
    await expect(readWithRetries(garbled.read, [1], () => false)).resolves.toBe('data');
  });

  it('gives the last failure after its tries (one more than the delays)', async () => {
    const last = new PlatformError(500, 'unknown.error', 'third');
    const r = failing([new PlatformError(500, 'x', ''), new PlatformError(500, 'x', ''), last, undefined]);
    await expect(readWithRetries(r.read, [1, 1], () => false)).rejects.toBe(last);
    expect(r.calls()).toBe(3);
  });

  it('does not retry what a retry cannot fix: a 4xx, a timeout, an offline device, a bug', async () => {
    for (const [err, offline] of [
      [new PlatformError(403, 'agent.only', ''), false],
      [new PlatformError(429, 'request.too.many', '', { retryAfter: 9 }), false],
      [new PlatformError(0, 'network.timeout', ''), false],
      [new PlatformError(0, 'network.offline', ''), true],
      [new TypeError('x is undefined'), false],
    ] as const) {
      const r = failing([err]);
      await expect(readWithRetries(r.read, [1, 1], () => offline)).rejects.toBe(err);
      expect(r.calls()).toBe(1);
      expect(isTransientReadFailure(err, offline)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { MIN_READING_MS, noticeDuration, READING_MS } from '../../../src/renderer/noticeDuration.ts';

describe('how long a notice stays', () => {
  it('gives each kind its reading time, a refusal the longest', () => {
    expect([noticeDuration('success'), noticeDuration('info'), noticeDuration('error')]).toEqual([READING_MS.success, READING_MS.info, READING_MS.error]);
    expect(READING_MS.error).toBeGreaterThan(READING_MS.success);
  });

  it('keeps a longer duration asked for, and never goes under the reading minimum', () => {
    expect(noticeDuration('error', 8000)).toBe(8000);
    expect(noticeDuration('success', 1500)).toBe(MIN_READING_MS);
    // A loading notice is dismissed by its work: its duration is only a ceiling.
    expect(noticeDuration('loading', 9999)).toBe(9999);
  });

  it('gives a long text the time a slow reader takes (one second, then 65 ms a character)', () => {
    expect(noticeDuration('success', undefined, 20)).toBe(READING_MS.success);
    expect(noticeDuration('success', undefined, 100)).toBe(1000 + 100 * 65);
    expect(noticeDuration('error', 8000, 200)).toBe(1000 + 200 * 65);
    expect(noticeDuration('loading', undefined, 500)).toBe(READING_MS.loading);
  });
});

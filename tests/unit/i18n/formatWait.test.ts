import { describe, expect, it } from 'vitest';
import { formatWait } from '../../../src/i18n/formatWait.ts';

describe("a wait said in the user's language", () => {
  it('counts seconds up to 90, then whole minutes, then hours, rounding up', () => {
    expect(formatWait(42, 'EN')).toBe('in 42 seconds');
    expect(formatWait(0.2, 'EN')).toBe('in 1 second');
    expect(formatWait(91, 'EN')).toBe('in 2 minutes');
    expect(formatWait(15 * 60, 'EN')).toBe('in 15 minutes');
    expect(formatWait(2 * 3600 + 1, 'EN')).toBe('in 3 hours');
  });

  it('in Chinese and Tagalog, and English for a code the browser cannot word', () => {
    expect(formatWait(42, 'CN')).toBe('42秒钟后');
    expect(formatWait(42, 'TY')).toBe('sa 42 segundo');
    expect(formatWait(42, '!!')).toBe('in 42 seconds');
  });
});

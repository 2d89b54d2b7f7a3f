import { describe, expect, it } from 'vitest';
import { msUntilReminder } from '../../../src/widgets/realityCheck/schedule.ts';

describe('reality check schedule', () => {
  it('reminds at the next whole interval since the session began', () => {
    expect(msUntilReminder(0, 30)).toBe(30 * 60_000);
    expect(msUntilReminder(70, 30)).toBe(20 * 60_000);
    expect(msUntilReminder(29, 15)).toBe(60_000);
  });
  it('never fires again within a minute of the previous reminder', () => {
    expect(msUntilReminder(30, 30)).toBe(30 * 60_000);
    expect(msUntilReminder(59, 60)).toBe(60_000);
  });
});

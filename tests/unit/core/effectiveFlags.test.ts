import { describe, expect, it } from 'vitest';
import { effectiveFlags } from '../../../src/core/brand/effectiveFlags.ts';

describe('effectiveFlags: the platform decides, a brand only narrows', () => {
  it('keeps what the platform has on unless the brand switches it off', () => {
    expect(effectiveFlags({ REWCEN3: true, MISSIONLB3: true, INBOX3: false }, { MISSIONLB3: false })).toEqual({
      REWCEN3: true,
      MISSIONLB3: false,
      INBOX3: false,
    });
  });

  it('never switches on what the platform has off or has not answered', () => {
    expect(effectiveFlags({ REWCEN3: false }, { REWCEN3: true } as Record<string, boolean>)).toEqual({ REWCEN3: false });
    expect(effectiveFlags({}, { FREEPLAY3: true } as Record<string, boolean>)).toEqual({});
  });
});

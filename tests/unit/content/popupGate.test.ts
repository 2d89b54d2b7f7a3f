import { describe, expect, it } from 'vitest';
import { localDay, popupsDue, popupsSeen } from '../../../src/widgets/noticePopup/popupGate.ts';

const storage = () => ({ session: new MemoryStorage(), local: new MemoryStorage() });
class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

describe('popup announcements gate', () => {
  const now = new Date(2026, 10, 23, 10).getTime();
  it('is due only after a sign-in in this tab, once', () => {
    const s = storage();
    expect(popupsDue(s, 'demo0', now)).toBe(false);
    s.session.setItem('popupNoticesPending', '1');
    expect(popupsDue(s, 'demo0', now)).toBe(true);
    popupsSeen(s, 'demo0', now, false);
    expect(popupsDue(s, 'demo0', now)).toBe(false);
  });
  it('"don\'t show again today" holds for that account until the next calendar day', () => {
    const s = storage();
    popupsSeen(s, 'demo0', now, true);
    s.session.setItem('popupNoticesPending', '1');
    expect(popupsDue(s, 'demo0', now + 3600_000)).toBe(false);
    expect(popupsDue(s, 'demo1', now)).toBe(true);
    expect(popupsDue(s, 'demo0', new Date(2026, 10, 24, 0, 1).getTime())).toBe(true);
    expect(localDay(now)).toBe('2026-11-23');
  });
});

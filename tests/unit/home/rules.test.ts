import { afterEach, describe, expect, it, vi } from 'vitest';
import { sortWinners } from '../../../src/data/winners.ts';
import type { Winner } from '../../../src/generated/api/shapes/winner.ts';
import type { GameVendorsResponse } from '../../../src/generated/api/gameVendors.response.ts';
import type { DeviceContext } from '../../../src/generated/context.ts';
import { legacyNotice } from '../../../src/widgets/a2hsGuide/A2hsGuide.tsx';
import { rotation, swiperOptions } from '../../../src/widgets/bannerCarousel/swiper.ts';
import { between } from '../../../src/widgets/counter/Counter.tsx';
import { downloadBonus } from '../../../src/widgets/shared/app/appBonus.ts';
import { downloadBarLink, downloadBarOffer } from '../../../src/widgets/downloadBar/rules.ts';
import { vendorCategories } from '../../../src/widgets/shared/home/vendorGroups.ts';
import { afterClock, previewPlan } from '../../../src/widgets/vendorCategories/previews.ts';
import { DEFAULT_PREVIEW_VENDORS } from '../../../src/widgets/vendorCategories/previews.ts';
import { gameFixtures } from '../../fixtures/games.ts';

const device = (d: Partial<DeviceContext>): DeviceContext => ({
  os: 'android',
  iosVersion: null,
  standalone: false,
  inApp: false,
  webClip: false,
  installable: false,
  ...d,
});
const IOS = { type: 'IOS', url: 'https://apps.apple.com/x' };
const PROFILE = { type: 'MOBILECONFIG', url: 'https://cdn.example/x.mobileconfig' };
const ANDROID = { type: 'Android', url: 'https://play.google.com/x' };

describe('banner carousel options', () => {
  it('loops (speed 1000) only with more than one banner', () => {
    expect(swiperOptions(1, 1000)).toMatchObject({ loop: false, speed: 1000 });
    expect(swiperOptions(2, 1000)).toMatchObject({ loop: true, speed: 1000 });
  });

  describe('rotation', () => {
    afterEach(() => vi.useRealTimers());
    const fakeSwiper = () => {
      const handlers: (() => void)[] = [];
      const s = {
        destroyed: false,
        slideNext: vi.fn(() => true),
        on: vi.fn((_: string, h: () => void) => void handlers.push(h)),
        settle: () => {
          for (const h of handlers) h();
        },
      };
      return s;
    };

    it('moves every 5000 ms after each 1000 ms slide while playing, and not while paused', () => {
      vi.useFakeTimers();
      const s = fakeSwiper();
      const r = rotation(s as never, 3, 1000, 5000);
      r.play();
      vi.advanceTimersByTime(4999);
      expect(s.slideNext).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(s.slideNext).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000); // the slide settles
      s.settle();
      vi.advanceTimersByTime(5000);
      expect(s.slideNext).toHaveBeenCalledTimes(2);
      r.pause();
      vi.advanceTimersByTime(20_000);
      expect(s.slideNext).toHaveBeenCalledTimes(2);
      r.play();
      vi.advanceTimersByTime(5000);
      expect(s.slideNext).toHaveBeenCalledTimes(3);
    });

    it('never moves a single banner, and a swipe by hand restarts the full delay', () => {
      vi.useFakeTimers();
      const one = fakeSwiper();
      rotation(one as never, 1, 1000, 5000).play();
      vi.advanceTimersByTime(60_000);
      expect(one.slideNext).not.toHaveBeenCalled();
      const s = fakeSwiper();
      rotation(s as never, 2, 1000, 5000).play();
      vi.advanceTimersByTime(4000);
      s.settle(); // the user swiped
      vi.advanceTimersByTime(4999);
      expect(s.slideNext).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(s.slideNext).toHaveBeenCalledTimes(1);
    });
  });
});

describe('download bar rules per device', () => {
  const all = [IOS, PROFILE, ANDROID];
  it('offers the link of the platform', () => {
    expect(downloadBarLink(all, device({ os: 'android' }))).toEqual(ANDROID);
    expect(downloadBarLink(all, device({ os: 'ios', iosVersion: 17 }))).toEqual(IOS);
    expect(downloadBarLink([PROFILE, ANDROID], device({ os: 'ios' }))).toEqual(PROFILE);
  });
  it('hides in the native app, a PWA, a web clip without an iOS link, or without a link for the platform', () => {
    expect(downloadBarLink(all, device({ inApp: true }))).toBeNull();
    expect(downloadBarLink(all, device({ standalone: true }))).toBeNull();
    expect(downloadBarLink([PROFILE, ANDROID], device({ os: 'ios', webClip: true }))).toBeNull();
    expect(downloadBarLink(all, device({ os: 'ios', webClip: true }))).toEqual(IOS);
    expect(downloadBarLink([IOS, PROFILE], device({ os: 'android' }))).toBeNull();
    expect(downloadBarLink([ANDROID], device({ os: 'ios' }))).toBeNull();
  });
  it("offers the browser's install where it offers one and the document wires it, even without an APK link", () => {
    expect(downloadBarOffer([], device({ os: 'android', installable: true }), true)).toEqual({ kind: 'install' });
    expect(downloadBarOffer(all, device({ os: 'android', installable: true }), true)).toEqual({ kind: 'install' });
    expect(downloadBarOffer(all, device({ os: 'android', installable: true }), false)).toEqual({ kind: 'link', link: ANDROID });
    expect(downloadBarOffer(all, device({ os: 'android' }), true)).toEqual({ kind: 'link', link: ANDROID });
    expect(downloadBarOffer([], device({ os: 'android' }), true)).toBeNull();
    expect(downloadBarOffer(all, device({ installable: true, standalone: true }), true)).toBeNull();
  });
  it("shows the APP_DOWNLOAD promotion's bonus from the platform's data, only while the promotion runs", () => {
    expect(downloadBonus(true, 18)).toBe(18);
    expect(downloadBonus(false, 18)).toBeNull();
    expect(downloadBonus(true, undefined)).toBeNull();
    expect(downloadBonus(true, 0)).toBeNull();
  });
});

describe('add-to-home-screen notices', () => {
  it('tells iOS 12.0-12.1 and 11 and below apart', () => {
    expect(legacyNotice(null)).toBeNull();
    expect(legacyNotice(11.4)).toBe('a2hs_legacy_ios11');
    expect(legacyNotice(12)).toBe('a2hs_legacy_ios12');
    expect(legacyNotice(12.1)).toBe('a2hs_legacy_ios12');
    expect(legacyNotice(12.2)).toBeNull();
    expect(legacyNotice(17.5)).toBeNull();
  });
});

describe('counter ranges', () => {
  afterEach(() => vi.restoreAllMocks());
  it('draws within [min, max]', () => {
    expect(between(1e8, 3e8, () => 0)).toBe(1e8);
    expect(between(1e8, 3e8, () => 0.999999)).toBeLessThan(3e8);
    expect(between(1e6, 1.2e6, () => 0.5)).toBe(1.1e6);
  });
});

describe('winners', () => {
  it('sorts by win amount, highest first', () => {
    const w = (winAmount: number) => ({ winAmount }) as Winner;
    expect(sortWinners([w(5), w(900), w(12.5), w(40)]).map((x) => x.winAmount)).toEqual([900, 40, 12.5, 5]);
  });
});

describe('vendor categories', () => {
  const lanes = gameFixtures.gameVendors as GameVendorsResponse;
  it('follows the sorting order and drops excluded categories', () => {
    expect(vendorCategories(lanes, ['JILI']).map((c) => c.category)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
      'INHOUSE',
    ]);
  });
  it('splits one SPORTS lane into SPORTS, ESPORTS and COCKFIGHT by the vendor lists', () => {
    const sports = [...lanes.mapping.SPORTS, ...lanes.mapping.ESPORTS, ...lanes.mapping.COCKFIGHT];
    const merged: GameVendorsResponse = {
      lanes: [],
      mapping: { SPORTS: sports },
      sorting: [{ gameCategory: 'SPORTS', vendorNames: sports.map((v) => v.vassalage) }],
    };
    expect(vendorCategories(merged).map((c) => [c.category, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['SV388']],
    ]);
  });
  it('previews up to 3 slot vendors, 2 fishing and 1 live', () => {
    const v = (n: number, cat: string) => Array.from({ length: n }, (_, i) => ({ ...lanes.mapping.RNG[0], vassalage: `${cat}${i}`, gameType: cat }));
    const plan = previewPlan(
      [
        { category: 'RNG', vendors: v(5, 'RNG') },
        { category: 'FISH', vendors: v(4, 'FISH') },
        { category: 'LIVE', vendors: v(3, 'LIVE') },
      ],
      DEFAULT_PREVIEW_VENDORS,
    );
    expect(plan.map((p) => p.vassalage)).toEqual(['RNG0', 'RNG1', 'RNG2', 'FISH0', 'FISH1', 'LIVE0']);
  });
});

describe('announcement text for the marquee', () => {
  it('is the text of the HTML: no markup, no script or style bodies, entities decoded, one line', async () => {
    const { announcementText } = await import('../../../src/widgets/noticeMarquee/announcementText.ts');
    const html = '<p>Hi <b>there</b></p>\n<img src=x onerror="alert(1)"><script>alert(2)</script><style>p{}</style><a href="javascript:x()">go</a> &amp; more';
    expect(announcementText(html)).toBe('Hi there go & more');
    // A lone "<" is text, a quoted ">" stays inside its tag, comments and entity-escaped markup show as text.
    expect(announcementText('1 < 2 <a title="x>y">ok</a><!-- <b>hidden</b> -->')).toBe('1 < 2 ok');
    expect(announcementText('&lt;img src=x onerror=alert(1)&gt; &#60;/textarea&#62;')).toBe('<img src=x onerror=alert(1)> </textarea>');
    // Without a DOM the tags are stripped all the same.
    vi.stubGlobal('document', undefined);
    try {
      expect(announcementText(html)).toBe('Hi there go &amp; more');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the previews' gap", () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the clock to move on; a fixed clock leaves no check behind, and the widget leaving cancels it', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    let now = 1000;
    const clock = { now: () => now };
    afterClock({ now: () => 5 }, 400, done);
    vi.advanceTimersByTime(400);
    expect(vi.getTimerCount(), 'a fixed clock: nothing re-armed').toBe(0);
    afterClock(clock, 400, done);
    now += 100;
    vi.advanceTimersByTime(400);
    expect(done).not.toHaveBeenCalled();
    now += 300;
    vi.advanceTimersByTime(300);
    expect(done).toHaveBeenCalledTimes(1);
    const cancel = afterClock(clock, 400, done);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});

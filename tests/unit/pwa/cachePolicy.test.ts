import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../../src/generated/api/calls.ts';
import { APP_PAGES, isGameIcon, mayCache, NETWORK_ONLY_PAGES, PLATFORM_API_PREFIXES } from '../../../src/sw/cachePolicy.ts';

const ORIGIN = 'https://lucky.example';
const facts = (path: string, o: { method?: string; auth?: boolean; origin?: string } = {}) => ({
  method: o.method ?? 'GET',
  url: new URL(path, o.origin ?? ORIGIN),
  origin: ORIGIN,
  hasAuthorization: o.auth ?? false,
});

describe("the service worker's cache policy", () => {
  it('never keeps a platform call: every call of the catalog is under the API prefixes', () => {
    for (const [name, call] of Object.entries(apiCalls)) {
      expect(
        PLATFORM_API_PREFIXES.some((p) => call.path.startsWith(p)),
        name,
      ).toBe(true);
      expect(mayCache(facts(call.path)), name).toBe(false);
    }
  });

  it('never keeps a request with a session, a write, or another origin', () => {
    expect(mayCache(facts('/media/games/a.png', { auth: true }))).toBe(false);
    expect(mayCache(facts('/media/games/a.png', { method: 'POST' }))).toBe(false);
    expect(mayCache(facts('/media/games/a.png', { origin: 'https://cdn.example' }))).toBe(false);
    expect(mayCache(facts('/media/games/a.png'))).toBe(true);
    expect(mayCache(facts('/brands/current.json'))).toBe(true);
  });

  it('tells game icons apart, and which pages get the shell', () => {
    expect(isGameIcon(new URL('/media/games/x.png', ORIGIN))).toBe(true);
    expect(isGameIcon(new URL('/media/banners/x.png', ORIGIN))).toBe(false);
    const shell = (p: string) => APP_PAGES.some((r) => r.test(p)) && !NETWORK_ONLY_PAGES.some((r) => r.test(p));
    for (const p of ['/', '/m', '/m/', '/m/home', '/m/activityDetail?id=3']) expect(shell(p), p).toBe(true);
    for (const p of ['/wps/chat/room/x', '/demo-game/1', '/m/home?preview=abc', '/m/home?x=1&preview=end']) expect(shell(p), p).toBe(false);
  });
});

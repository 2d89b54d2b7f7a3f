/**
 * Lobby performance (issue 7, item 6) in Debian's Chromium under 4x CPU throttling: /m/slot-games with about
 * 5,000 games loaded, then a 10-second fling. Reports long tasks, the most DOM elements at any time, layout
 * shift during the scroll, and whether every next page was asked for before the end of the list was reached.
 *
 * The seeded slots route lists one vendor's new games (tens), so the bench widens the list call to the whole
 * catalogue (about 5,100 games) and 100 games a page (the API's maximum); the app's paging, throttle and rendering are unchanged.
 * It runs against BENCH_URL, or starts the built app + API on a free loopback port with a fresh database.
 */
import { apiCalls } from '../../src/generated/api/calls.ts';
import { chromium, type Page } from 'playwright-core';
import { startApi } from './apiServer.ts';

export interface LobbyBenchResult {
  route: string;
  gamesLoaded: number;
  pagesLoaded: number;
  loadSeconds: number;
  maxDomElements: number;
  flingSeconds: number;
  flingDistancePx: number;
  longTasks: number;
  longestTaskMs: number;
  scrollCls: number;
  nextPageBeforeEnd: boolean;
  /** Smallest distance (px) from the viewport's bottom to the list's end when a next page was requested. */
  minRemainingPxAtRequest: number;
}

const ROUTE = '/m/slot-games';
const TARGET_GAMES = 5000;
const BENCH_PAGE_SIZE = 100;
const FLING_MS = 10_000;
const FLING_SPEED = 6000;

interface BenchWindow {
  __bench: { recording: boolean; longTasks: number[]; cls: number; maxDom: number; requests: { pageNo: number; remaining: number }[] };
}

/** In the page before the app: observers and a fetch wrapper noting how far from the end each page was asked for. */
function instrument(): void {
  const w = window as unknown as BenchWindow;
  const b: BenchWindow['__bench'] = { recording: false, longTasks: [], cls: 0, maxDom: 0, requests: [] };
  w.__bench = b;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (b.recording) b.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => {
      const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (b.recording && !s.hadRecentInput) b.cls += s.value;
    }),
  ).observe({ type: 'layout-shift', buffered: false });
  setInterval(() => (b.maxDom = Math.max(b.maxDom, document.getElementsByTagName('*').length)), 100);
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.pathname.endsWith('/GCSGAME_gameList')) {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      b.requests.push({ pageNo: Number(url.searchParams.get('pageNo') ?? 1), remaining });
    }
    return original.call(window, input, init);
  };
}

const bench = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__bench);

/** Scrolls down in small steps from 800 px before the end until the next page is asked for, as a reader would. */
async function loadAll(page: Page, loaded: () => { games: number; pageNum: number; totalPages: number }): Promise<void> {
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    const now = loaded();
    if (now.games >= TARGET_GAMES || (now.totalPages > 0 && now.pageNum >= now.totalPages)) return;
    // A reader does not cross a whole page of games within the 1 s load-more throttle: wait it out first.
    await page.waitForTimeout(1100);
    const asked = (await bench(page)).requests.length;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 800));
    for (let i = 0; i < 60 && (await bench(page)).requests.length === asked; i++) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(60);
    }
    const target = now.pageNum + 1;
    for (let i = 0; i < 100 && loaded().pageNum < target; i++) await page.waitForTimeout(100);
  }
}

export async function runLobbyBench(root = process.cwd()): Promise<LobbyBenchResult> {
  const server = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined }
    : await startApi(root, { serveApp: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(instrument);
    const state = { games: 0, pageNum: 0, totalPages: 0 };
    await page.route(`**${apiCalls.gameList.path}?*`, async (route) => {
      const url = new URL(route.request().url());
      for (const k of ['gameType', 'vassalage', 'isNew', 'gameClassify']) url.searchParams.delete(k);
      url.searchParams.set('pageSize', String(BENCH_PAGE_SIZE));
      await route.continue({ url: url.href });
    });
    page.on('response', (res) => {
      if (!res.url().includes('/GCSGAME_gameList')) return;
      void res.json().then(
        (j: { value?: { games: unknown[]; pageNum: number; totalPages: number } }) => {
          if (!j.value) return;
          state.games = j.value.pageNum === 1 ? j.value.games.length : state.games + j.value.games.length;
          state.pageNum = j.value.pageNum;
          state.totalPages = j.value.totalPages;
        },
        () => undefined,
      );
    });
    page.on('pageerror', (e) => console.error(`[lobby bench] page error: ${e.message}`));
    const started = Date.now();
    await page.goto(`${server.baseUrl}${ROUTE}`);
    await page.locator('.game-tile-play').first().waitFor({ timeout: 60_000 });
    await page.mouse.move(195, 500);
    await loadAll(page, () => state);
    const loadSeconds = (Date.now() - started) / 1000;

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(1000);
    await page.evaluate(() => Object.assign((window as unknown as BenchWindow).__bench, { recording: true, longTasks: [], cls: 0 }));
    const startY = await page.evaluate(() => window.scrollY);
    // A fling: one continuous synthesized scroll of FLING_SPEED px/s for FLING_MS, frame by frame.
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 500,
      yDistance: -(FLING_SPEED * FLING_MS) / 1000,
      speed: FLING_SPEED,
      gestureSourceType: 'mouse',
      preventFling: true,
    });
    await page.waitForTimeout(500);
    const endY = await page.evaluate(() => window.scrollY);
    const b = await bench(page);
    const later = b.requests.filter((r) => r.pageNo > 1);
    return {
      route: ROUTE,
      gamesLoaded: state.games,
      pagesLoaded: state.pageNum,
      loadSeconds,
      maxDomElements: b.maxDom,
      flingSeconds: FLING_MS / 1000,
      flingDistancePx: Math.abs(endY - startY),
      longTasks: b.longTasks.filter((d) => d >= 50).length,
      longestTaskMs: Math.round(Math.max(0, ...b.longTasks)),
      scrollCls: Number(b.cls.toFixed(4)),
      nextPageBeforeEnd: later.length > 0 && later.every((r) => r.remaining > 0),
      minRemainingPxAtRequest: Math.round(Math.min(...later.map((r) => r.remaining))),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The table `npm run bench` prints. */
export function printLobbyBench(r: LobbyBenchResult): void {
  const rows: [string, string, string][] = [
    ['games loaded', `${r.gamesLoaded} (${r.pagesLoaded} pages, ${r.loadSeconds.toFixed(0)} s)`, '~5,000'],
    ['max DOM elements', String(r.maxDomElements), '<= ~1,400'],
    [`long tasks (>= 50 ms) in a ${r.flingSeconds} s fling`, `${r.longTasks} (longest ${r.longestTaskMs} ms, ${r.flingDistancePx} px scrolled)`, '0'],
    ['layout shift (CLS) while scrolling', String(r.scrollCls), '0'],
    ['next page asked before the end', `${r.nextPageBeforeEnd ? 'yes' : 'NO'} (closest ${r.minRemainingPxAtRequest} px before it)`, 'yes'],
  ];
  console.log(`\nLobby ${r.route}, Chromium, 4x CPU throttling`);
  for (const [what, value, budget] of rows) console.log(`${what.padEnd(42)} ${value.padEnd(44)} budget ${budget}`);
}

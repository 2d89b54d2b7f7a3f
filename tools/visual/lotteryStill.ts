import type { Page } from '@playwright/test';
import { fetchRouted } from '../brands/fetchRouted.ts';
import { apiCalls } from '../../src/generated/api/calls.ts';
import type { Lottery } from '../../src/generated/api/shapes/lottery.ts';
import { openDraw, pastDraws, type LotteryTimes } from '../../server/src/lottery/schedule.ts';

const DAY = 86_400_000;
const MIN = 60_000;

/** A fixed five-digit result of a draw number (the look of a result, not a draw). */
function stillResult(drawNo: string): string {
  // FNV-1a: neighbouring draw numbers get unlike results.
  let h = 2166136261;
  for (const c of drawNo) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return String(h % 100_000).padStart(5, '0');
}

/** A listed lottery's draws at `at`: its schedule read back from the answer (interval, daily minute, close). */
function lotteryAt(l: Lottery, at: number): Lottery {
  const times: LotteryTimes = {
    kind: l.kind,
    intervalMinutes: l.intervalMinutes,
    drawMinuteUtc: Math.round((l.nextDraw.drawAt % DAY) / MIN),
    closeSeconds: Math.round((l.nextDraw.drawAt - l.nextDraw.closeAt) / 1000),
  };
  const lastResults = pastDraws(times, at, l.lastResults.length).map((d) => ({ drawNo: d.drawNo, drawAt: d.drawAt, result: stillResult(d.drawNo) }));
  return { ...l, nextDraw: openDraw(times, at), lastResults };
}

/**
 * The lottery lists as they stood at `clockStart`: the server draws on its own clock, which runs on during a run
 * (a numero game draws every minute), so a shot would show other draws each time. The lists are the server's,
 * their draws moved to the page's fixed time with fixed results: a shot shows the look, the e2e tests the figures.
 */
export async function holdLotteries(page: Page, clockStart: string): Promise<void> {
  const at = Date.parse(clockStart);
  for (const name of ['numeroList', 'vnLotteryList'] as const) {
    await page.route(`**${apiCalls[name].path}*`, async (route) => {
      const res = await fetchRouted(route);
      const json = (await res.json()) as { success: boolean; value?: { now: number; list: Lottery[] } };
      if (json.value) json.value = { now: at, list: json.value.list.map((l) => lotteryAt(l, at)) };
      await route.fulfill({ response: res, json });
    });
  }
}

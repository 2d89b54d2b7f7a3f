import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { createOperatorClient } from '../../tools/operator/client.ts';
import { platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, isCallTo, waitForScreen, watchPageProblems } from './support.ts';

/**
 * A merchant with an image CDN: its game tiles are asked for from the CDN's origin, which its page's CSP allows,
 * and they load. The brand is a test's own (an operator creates it on a host of its own), so no other spec's pages
 * see the CDN. The CDN is this test's route: it answers every request with the platform's own /media/ answer, as a
 * CDN in front of the platform does (a request the CSP refused never reaches a route).
 */
const base = () => {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('needs the project baseURL');
  return new URL(url);
};

test("a merchant's image CDN serves its game tiles, under the page's CSP", async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = `cdn${Date.now().toString(36)}${test.info().workerIndex}`;
  const host = `${id}.localhost`;
  const merchantCode = id.toUpperCase().slice(0, 16);
  const operator = createOperatorClient(`http://127.0.0.1:${base().port}`);
  await operator.login(DEMO_OPERATOR);
  await operator.call('brandCreate', { id, name: 'CDN Play', merchantCode, copyFrom: 'lucky', hosts: [host] });
  const cdn = `https://img-${id}.cdn.test`;
  const set = await platformClient(request, merchantCode).call('devImageCdns', { imageCDNs: [cdn] });
  expect(set.imageCDNs).toEqual([cdn]);

  const fromCdn: string[] = [];
  await page.route(`${cdn}/**`, async (route) => {
    const url = new URL(route.request().url());
    fromCdn.push(url.pathname);
    const response = await route.fetch({ url: `http://127.0.0.1:${base().port}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  const fromPage: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== cdn && url.pathname.startsWith('/media/games/')) fromPage.push(url.pathname);
  });
  const problems = watchPageProblems(page);

  const origin = `http://${host}:${base().port}`;
  const listed = page.waitForResponse(isCallTo('gameList'));
  const document = await page.goto(`${origin}/m/slot-games`);
  expect(document?.headers()['content-security-policy']).toContain(`img-src 'self' data: blob: ${cdn};`);
  await waitForScreen(page);
  const value = ((await (await listed).json()) as { value: { games?: { gameName: string }[]; list?: { gameName: string }[] } }).value;
  const games = value.games ?? value.list ?? [];
  expect(games.length).toBeGreaterThan(0);

  // The first game the platform lists is the first tile, by its name, with its picture drawn from the CDN.
  const tile = page.getByRole('button', { name: games[0].gameName, exact: true }).first();
  await expect(tile).toBeVisible();
  const image = tile.locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src.startsWith(`${cdn}/media/games/`)).toBe(true);
  expect(fromCdn.some((p) => p.startsWith('/media/games/'))).toBe(true);
  // No tile came from the page's own host, and nothing was refused.
  expect(fromPage).toEqual([]);
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page, 'lobby with images from the CDN');
});

import { apiLogin, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/** Lobby news on the game centre and the live chat queues on the message centre, against the reference API. */
test("the game centre shows the platform's lobby news in the player's language", async ({ page }) => {
  const problems = watchPageProblems(page);
  const news = await platformClient(page.request).call('lobbyNews', { language: 'EN', pageSize: 5 });
  expect(news.list.length).toBeGreaterThan(0);
  await page.goto('/m/gameCenter');
  await waitForScreen(page);
  const region = page.getByRole('region', { name: 'Lobby news' });
  await expect(region.getByRole('heading', { level: 3 })).toHaveText(news.list.map((n) => n.title));
  await expectNoAxeViolations(page, '/m/gameCenter');
  expect(problems).toEqual([]);
});

test('the message centre lists the chat queues with whether agents answer now', async ({ page }) => {
  const problems = watchPageProblems(page);
  const session = await apiLogin(page, 'demo0');
  const queues = await platformClient(page.request, 'LUCKY88', () => String(session.token)).call('chatModels', { language: 'EN' });
  await startSignedIn(page, session);
  await page.goto('/m/message');
  await waitForScreen(page);
  const region = page.getByRole('region', { name: 'Chat with us about' });
  const buttons = region.getByRole('button');
  await expect(buttons).toHaveCount(queues.list.length);
  for (const [i, q] of queues.list.entries()) {
    await expect(buttons.nth(i)).toContainText(q.name);
    await expect(buttons.nth(i)).toContainText(q.online ? 'Agents online now' : `Agents answer from ${String(q.openHour).padStart(2, '0')}:00`);
  }
  await expectNoAxeViolations(page, '/m/message');
  expect(problems).toEqual([]);
});

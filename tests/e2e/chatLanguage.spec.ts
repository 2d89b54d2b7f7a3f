import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { isCallTo, startSignedIn } from './support.ts';

/**
 * Lucky's live chat in Chinese: the app asks for the chat link in its language, and the chat page, its greeting
 * and the agent's automatic answer are in Chinese (the reference server's chat page, reached from the message centre).
 */
test('live chat opened from the app in Chinese: the page and the automatic answer are Chinese', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'CN'));
  // A member of its own: the chat adds lines to the account.
  const { session } = await freshMember(page);
  await startSignedIn(page, session);
  await page.goto('/m/message');
  const launch = page.waitForResponse(isCallTo('chatLaunch'));
  await page.getByRole('button', { name: /在线客服/ }).click();
  const asked = (await launch).request();
  expect(asked.headers().language ?? new URL(asked.url()).searchParams.get('language')).toBe('CN');
  await page.waitForURL(/\/wps\/chat\/room\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await page.getByRole('textbox', { name: '消息' }).fill('怎么存款？');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '怎么存款？' })).toBeVisible();
  await expect(page.getByRole('listitem').last()).toContainText('存款请点击屏幕底部的“存款”');
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
});

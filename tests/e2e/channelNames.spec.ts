import { freshMember, MERCHANT, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The deposit screen in Chinese names the channels as the platform answers them in Chinese: China's e-wallets by their
 * Chinese names (支付宝, 微信支付, QQ钱包), GCash and Maya by their own, and the demo channels in Chinese, each checked
 * by role and name.
 */
test('lucky in Chinese: the deposit channels carry their Chinese names', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session } = await freshMember(page);
  const cn = platformClient(page.request, MERCHANT, () => String(session.token), 'CN');
  const channels = (await cn.call('paymentChannels')).list;
  expect(channels.filter((c) => c.kind === 'EWALLET').map((c) => c.channelName)).toEqual(['GCash', 'Maya', '支付宝', 'QQ钱包', '微信支付']);
  await page.addInitScript(() => window.localStorage.setItem('language', 'CN'));
  await startSignedIn(page, session);
  const listed = page.waitForResponse(isCallTo('paymentChannels'));
  await page.goto('/m/voucherCenter');
  await waitForScreen(page);
  expect((await listed).request().headers().language).toBe('CN');
  const main = page.getByRole('main');
  for (const c of channels.filter((x) => x.kind !== 'MANUAL')) {
    await expect(main.getByRole('radio', { name: new RegExp(c.channelName.replace(/[()（）]/g, '\\$&')) })).toBeVisible();
  }
  await expect(main.getByRole('radio', { name: /Alipay|WeChat Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the deposit channels in Chinese');
  expect(problems).toEqual([]);
});

import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { freshMember, registerMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Personal info (/m/member/profile, from the member centre's menu) against the reference API: the head icon is
 * chosen, previewed, uploaded and shown in the member card as the platform stored it; the nickname is saved and
 * shown; the payee name is set once and then shown fixed, with why and customer service.
 */

/** The text a field's aria-describedby names (its error). */
const describedBy = async (field: Locator): Promise<string> =>
  field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

test('a member uploads a head icon, renames itself and sets its payee name once', async ({ page }) => {
  const problems = watchPageProblems(page);
  // Registered as a person does: no payee name yet.
  const { session, api, username } = await registerMember(page);
  await startSignedIn(page, session);
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await page.getByRole('main').getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Personal info' }).click();
  await expect(page).toHaveURL(/\/m\/member\/profile$/);
  const main = page.getByRole('main');
  const editor = main.getByRole('region', { name: 'My profile' });
  await expect(editor.getByRole('button', { name: 'Choose picture' })).toBeVisible();
  await expect(main.getByTestId('user-card-name')).toHaveText((await api.call('memberInfo')).nickname || username);
  await expectNoAxeViolations(page, '/m/member/profile');

  // A GIF is refused before anything is sent.
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  await page.getByTestId('profile-icon-input').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: gif });
  await expect(page.getByTestId('profile-icon-error')).toHaveText('Only PNG, JPEG or WebP pictures can be used. Choose another picture.');

  // A PNG: previewed, then saved; the card shows what the platform stored (a 256 px square WebP).
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#d4145a' } })
    .png()
    .toBuffer();
  await page.getByTestId('profile-icon-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(editor.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await editor.getByRole('button', { name: 'Save picture' }).click();
  await expect(editor.getByRole('status')).toHaveText('Head icon saved.');
  const stored = await api.call('memberIcon');
  expect(stored.icon).toMatch(/^data:image\/webp;base64,/);
  await expect(main.getByTestId('user-card-icon')).toHaveAttribute('src', stored.icon ?? '');
  await expect(editor.getByRole('img', { name: 'Your head icon' })).toHaveAttribute('src', stored.icon ?? '');
  await expect(editor.getByRole('button', { name: 'Change picture' })).toBeVisible();

  // Nickname: the rule's message on the field, then saved and shown in the card.
  const nickname = editor.getByLabel('Nickname');
  await nickname.fill('<b>');
  await editor.getByRole('button', { name: 'Save nickname' }).click();
  // The rule's pattern runs on RE2, loaded on first use: the message follows a moment later.
  await expect.poll(() => describedBy(nickname)).toContain('Name must be');
  await nickname.fill('Lucky Star');
  await editor.getByRole('button', { name: 'Save nickname' }).click();
  await expect(editor.getByTestId('profile-nickname-saved')).toHaveText('Nickname saved.');
  await expect(main.getByTestId('user-card-name')).toHaveText('Lucky Star');
  expect((await api.call('memberInfo')).nickname).toBe('Lucky Star');

  // Payee name: digits refused on the field; a good one saved, then fixed.
  const payee = editor.getByLabel('Payee name');
  await payee.fill('Juan 23');
  await editor.getByRole('button', { name: 'Save payee name' }).click();
  await expect.poll(() => describedBy(payee)).toContain('without digits or symbols');
  await payee.fill('Juan dela Cruz');
  await editor.getByRole('button', { name: 'Save payee name' }).click();
  const locked = editor.getByTestId('profile-payee-locked');
  await expect(locked).toContainText('Juan dela Cruz');
  await expect(locked).toContainText('cannot be changed here. Contact customer service to change it.');
  await expect(editor.getByLabel('Payee name')).toHaveCount(0);
  await expect(locked.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  expect((await api.call('memberInfo')).payeeName).toBe('Juan dela Cruz');
  await expectNoAxeViolations(page, '/m/member/profile after the saves');

  // The member centre's card shows the new icon and name too.
  await page.goto('/m/member/home');
  await expect(page.getByRole('main').getByTestId('user-card-icon')).toHaveAttribute('src', stored.icon ?? '');
  await expect(page.getByRole('main').getByTestId('user-card-name')).toHaveText('Lucky Star');
  expect(problems).toEqual([]);
});

test('royal, in Tagalog: a payee name the member has is shown fixed, with why and customer service', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await freshMember(page, { merchant: 'ROYALPH' });
  const info = await api.call('memberInfo');
  expect(info.payeeName).not.toBe('');
  await startSignedIn(page, session);
  await page.goto(brandUrl('royal', '/m/member/profile'));
  await waitForScreen(page);
  const editor = page.getByRole('main').getByRole('region', { name: 'Aking profile' });
  const locked = editor.getByTestId('profile-payee-locked');
  await expect(locked).toContainText(info.payeeName ?? '');
  await expect(locked).toContainText('hindi ito mababago rito');
  await expect(locked.getByRole('button', { name: 'Makipag-ugnayan sa customer service' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Pumili ng larawan' })).toBeVisible();
  await expect(editor.getByLabel('Palayaw')).toHaveValue(info.nickname ?? '');
  await expectNoAxeViolations(page, 'royal /m/member/profile');
  expect(problems).toEqual([]);
});

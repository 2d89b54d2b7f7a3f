import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homeFixtures } from '../../fixtures/home.ts';
import type { FixtureFunction } from '../../support/fixtureApi.ts';
import { renderHome, settle, shown } from './helpers.ts';

/**
 * One interruption at a time on the home (src/core/interruptions.ts, the brand's chrome.interruptions): one bar, the
 * announcement popup alone with no floating button over it, a closed bar closed on later visits.
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const inviteBar = () => screen.queryByTestId('home.invite')?.querySelector('.invite-bar') ?? null;
const downloadBar = () => screen.queryByTestId('home.downloadBar')?.querySelector('aside') ?? null;
const rebate = () => screen.queryByRole('button', { name: 'Manual rebate' });
const REBATE_ON = { state: { platformFlags: { MANPLAYREB3: true } } };

const homeAnnouncements = homeFixtures.announcements as FixtureFunction<'announcements'>;
const withPopup: FixtureFunction<'announcements'> = (request) => {
  if (request.query?.types !== 'B,PL,PU,PR,H') return homeAnnouncements(request);
  const popup = { id: 9000, type: 'PU', title: 'Weekend reload', content: '<p>Reload on Saturday.</p>', createTime: 0 };
  return { popup: [popup] } as ReturnType<FixtureFunction<'announcements'>>;
};

describe('one interruption at a time', () => {
  it('shows one bar: the app bar waits for the invitation bar, and a closed bar stays closed on the next visit', async () => {
    await renderHome({ device: { os: 'android' }, ...REBATE_ON });
    await shown('home.invite');
    await settle();
    expect(inviteBar()).not.toBeNull();
    expect(downloadBar(), 'one bar at a time').toBeNull();
    expect(rebate(), 'nothing asks for an answer: the floating button shows').not.toBeNull();
    fireEvent.click(within(inviteBar() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(inviteBar()).toBeNull();
    // Its turn once the other is closed (its drawing's code loads then).
    await waitFor(() => expect(downloadBar()).not.toBeNull(), { timeout: 10_000 });
    cleanup();
    await renderHome({ device: { os: 'android' } });
    await shown('home.footer');
    await settle();
    await waitFor(() => expect(downloadBar()).not.toBeNull(), { timeout: 10_000 });
    expect(inviteBar(), 'closed, it stays closed').toBeNull();
  });

  it('the announcement popup after a sign-in comes alone: the floating button waits for it, and no second popup follows', async () => {
    sessionStorage.setItem('popupNoticesPending', '1');
    const app = await renderHome({ session: 'member', fixtures: { announcements: withPopup }, ...REBATE_ON });
    // Its code (gate, dialog, sanitizer) loads only now, after the sign-in: a moment longer on a busy machine.
    const popup = await screen.findByRole('dialog', { name: 'Weekend reload' }, { timeout: 10_000 });
    expect(rebate(), 'no floating button over the popup').toBeNull();
    // The last of its two Closes: the one under the text (the other is the dialog's corner button).
    fireEvent.click(within(popup).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rebate()).not.toBeNull();
    expect(app.store.getState().interruptions?.popupsShown).toBe(1);
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeText } from '../../../src/widgets/unreadBadge/badgeText.ts';
import { balanceText } from '../../../src/widgets/balance/format.ts';
import { FixtureApiError } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { bundleOf, loaded, openLeftMenu, openRightMenu, settle, shellFixtures } from './helpers.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
  await settle();
};

describe('header', () => {
  it('guests get Login and Register', async () => {
    const app = await renderApp({ fixtures: shellFixtures });
    const top = await loaded(app.getByTestId('topbar'));
    expect(within(top).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(top).getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(within(top).queryByRole('button', { name: 'Profile' })).toBeNull();
  });

  it('members get the balance with 2 decimals, the hide toggle, deposit, withdraw and profile', async () => {
    const app = await renderApp({ session: 'member', fixtures: shellFixtures });
    const top = await loaded(app.getByTestId('topbar'));
    expect(app.getByTestId('header.balance.amount').textContent).toBe('₱1,234.50');
    await click(within(top).getByRole('button', { name: 'Hide balance' }));
    expect(app.getByTestId('header.balance.amount').textContent).toBe('₱****');
    await click(within(top).getByRole('button', { name: 'Deposit' }));
    await click(within(top).getByRole('button', { name: 'Withdraw' }));
    expect(app.navigations).toEqual(['/m/voucherCenter', '/m/withdraw']);
  });

  it('balance text: asterisks when hidden, masked while refreshing, 2 decimals', () => {
    expect(balanceText(10, { hidden: true, refreshing: false })).toBe('****');
    expect(balanceText(10, { hidden: false, refreshing: true })).toBe('--.--');
    expect(balanceText(0.5, { hidden: false, refreshing: false })).toBe('0.50');
  });

  it('the download button shows on home paths with a link for the device, not elsewhere, not in the app or with appWindow off', async () => {
    const has = async (opts: Parameters<typeof renderApp>[0]) => {
      const app = await renderApp({ fixtures: shellFixtures, ...opts });
      await loaded(app.getByTestId('topbar'));
      const found = within(app.getByTestId('topbar')).queryByRole('button', { name: 'Download' }) !== null;
      cleanup();
      return found;
    };
    expect(await has({ path: '/m/home' })).toBe(true);
    expect(await has({ path: '/m/index.html' })).toBe(true);
    expect(await has({ path: '/m/activity' })).toBe(false);
    expect(await has({ path: '/m/home', device: { inApp: true } })).toBe(false);
    expect(await has({ path: '/m/home', device: { standalone: true } })).toBe(false);
    expect(await has({ path: '/m/home', device: { os: 'ios' } })).toBe(false);
    const off = bundleOf();
    off.brand.settings.appWindow = false;
    expect(await has({ path: '/m/home', bundle: off })).toBe(false);
  });
});

describe('bottom menu', () => {
  it('highlights Home on the home paths only', async () => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      const app = await renderApp({ path });
      await loaded(app.getByTestId('bottombar'));
      expect(within(app.getByTestId('bottombar')).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      cleanup();
    }
    const app = await renderApp({ path: '/m/activity' });
    await loaded(app.getByTestId('bottombar'));
    expect(within(app.getByTestId('bottombar')).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('Invite opens the referral popup with the invite link for members, /m/login for guests', async () => {
    const guest = await renderApp({});
    await click(within(await loaded(guest.getByTestId('bottombar'))).getByRole('button', { name: 'Invite' }));
    expect(guest.navigations).toEqual(['/m/login']);
    cleanup();
    const member = await renderApp({ session: 'member', fixtures: shellFixtures });
    await click(within(await loaded(member.getByTestId('bottombar'))).getByRole('button', { name: 'Invite' }));
    const popup = await loaded(screen.getByTestId('popup-referral'));
    expect(within(popup).getByRole('heading').textContent).toBe('Invite friends');
    expect((within(popup).getByTestId('invite-link-url') as HTMLInputElement).value).toBe(`${window.location.origin}/m/register?affiliateCode=AFF1001`);
    expect(document.body.classList.contains('modal-open')).toBe(true);
  });

  it('Menu toggles the left panel', async () => {
    const app = await renderApp({});
    const menu = within(await loaded(app.getByTestId('bottombar'))).getByRole('button', { name: 'Menu' });
    await click(menu);
    expect(app.store.getState().panels.left).toBe(true);
    await act(async () => app.store.update((s) => void (s.panels.left = false)));
    expect(app.queryByTestId('left-menu')).toBeNull();
  });
});

describe('unread badges', () => {
  it("'99+' above 99, hidden at 0, for guests and for type 4", () => {
    const member = { loggedIn: true, kind: 'member' as const };
    expect(badgeText(100, member)).toBe('99+');
    expect(badgeText(99, member)).toBe('99');
    expect(badgeText(0, member)).toBeNull();
    expect(badgeText(5, { loggedIn: false, kind: 'guest' })).toBeNull();
    expect(badgeText(5, { loggedIn: true, kind: 'trial' })).toBeNull();
  });

  it('the news entry shows the inbox count from the platform', async () => {
    const app = await renderApp({ session: 'member', fixtures: { ...shellFixtures, inboxUnreadCount: 150 } });
    await loaded(app.getByTestId('topbar'));
    const panel = await openRightMenu();
    await settle();
    expect(within(within(panel).getByTestId('right.news')).getByTestId('unread-badge').textContent).toContain('99+');
  });
});

describe('left menu content', () => {
  it('promotions accordion: first 3 activities to their detail page, more to /m/activity; banners of m_leftmenu; links from resources', async () => {
    const app = await renderApp({ fixtures: shellFixtures });
    const panel = await openLeftMenu();
    await settle();
    await click(within(panel).getByRole('button', { name: 'Promotions' }));
    const acc = within(panel).getByTestId('left.promotions');
    expect(
      within(acc)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Promotions', 'Promo 1', 'Promo 2', 'Promo 3', 'More promotions']);
    await click(within(acc).getByRole('button', { name: 'Promo 2' }));
    expect(app.navigations).toEqual(['/m/activityDetail?id=2']);
    expect(app.store.getState().panels.left).toBe(false);
  });

  it('telegram, facebook and customer service come from the site links; the m_leftmenu banner shows', async () => {
    const app = await renderApp({ fixtures: shellFixtures });
    const panel = await openLeftMenu();
    await settle();
    expect(within(panel).getByRole('button', { name: 'Telegram channel' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Facebook page' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Left banner' })).toBeTruthy();
    expect(app.calls.some((c) => c.query?.groupName === 'm_leftmenu')).toBe(true);
  });

  it('changing the language re-renders the shell in place', async () => {
    const app = await renderApp({ fixtures: shellFixtures });
    const panel = await openLeftMenu();
    await click(within(panel).getByRole('button', { name: /Tagalog/ }));
    expect(app.store.getState().language).toBe('TY');
    expect(window.localStorage.getItem('language')).toBe('TY');
    expect(within(app.getByTestId('bottombar')).getByRole('button', { name: 'Mag-imbita' })).toBeTruthy();
  });
});

describe('sign out', () => {
  it('confirm, logout call with the token, session cleared, autoLogin 0, replace to /m/home', async () => {
    window.sessionStorage.setItem('trialName', 'x');
    const app = await renderApp({ session: 'member', path: '/m/securityCenter', fixtures: { ...shellFixtures, logout: true } });
    const panel = await openRightMenu();
    await click(within(panel).getByRole('button', { name: 'Sign out' }));
    const popup = await loaded(screen.getByTestId('popup-logoutConfirm'));
    expect(popup.textContent).toContain('Are you sure you want to sign out?');
    await click(within(popup).getByRole('button', { name: 'Submit' }));
    await settle();
    expect(app.calls.find((c) => c.method === 'DELETE')).toMatchObject({ name: 'logout', body: { token: 'token-member' } });
    expect(app.store.getState().session).toBeNull();
    expect(app.store.getState().member).toBeNull();
    expect(window.sessionStorage.getItem('trialName')).toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    expect(app.navigations.at(-1)).toBe('/m/home');
    expect(within(app.getByTestId('topbar')).getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('member sync', () => {
  it('reads the member after login and drops a dead session on login.not.session', async () => {
    const ok = await renderApp({ session: 'member', fixtures: shellFixtures });
    await settle();
    expect(ok.store.getState().member?.account).toBe('player01');
    cleanup();
    const dead = await renderApp({
      session: 'member',
      fixtures: {
        memberInfo: () => {
          throw new FixtureApiError(401, 'login.not.session', 'session lost');
        },
      },
    });
    await settle();
    expect(dead.store.getState().session).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sortedVendors } from '../../../src/data/providerPanel.ts';
import { templateStyle } from '../../../src/widgets/appDownloads/templateStyle.ts';
import { inviteUrl } from '../../../src/widgets/shared/invite/inviteUrl.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { INVITE_STATS } from '../../fixtures/invite.ts';
import { statusAnswer, statusInfo, whitelabelTree } from '../../fixtures/status.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { bundleOf, entryIds, openLeftMenu } from '../shell/helpers.ts';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const REFERRAL_ON = { promotions: { REFERRAL: true, APP_DOWNLOAD: false } };

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('invite link, template look, vendor order', () => {
  it('builds the link from the origin, the path and the encoded code; no code, no link', () => {
    expect(inviteUrl('/m/register?affiliateCode={code}', 'AB2C', 'https://lucky.example')).toBe('https://lucky.example/m/register?affiliateCode=AB2C');
    expect(inviteUrl('/m/register?affiliateCode={code}', 'a b&c', 'https://x.example')).toBe('https://x.example/m/register?affiliateCode=a%20b%26c');
    expect(inviteUrl('/m/register?affiliateCode={code}', '')).toBe('');
  });

  it('applies only hex colours and plain image URLs from the mobile template', () => {
    expect(templateStyle('#101820', '#ffd166')).toEqual({ backgroundColor: '#101820', color: '#ffd166' });
    expect(templateStyle('/media/app-bg.png', 'red')).toEqual({ backgroundImage: 'url("/media/app-bg.png")' });
    expect(templateStyle('https://cdn.example/bg.jpg', '')).toEqual({ backgroundImage: 'url("https://cdn.example/bg.jpg")' });
    expect(templateStyle('x") ; background: url(evil', 'expression(1)')).toEqual({});
    expect(templateStyle('//evil.example/a.png', '#12')).toEqual({});
  });

  it('lists every vendor of the sorting list once, in order, with its first category', () => {
    const v = (vassalage: string, gameType: string) => ({
      vassalage,
      displayName: vassalage,
      gameType,
      gameClassify: [],
      accountTypeId: 1,
      accountTypeName: 'MAIN',
      iconUrl: `/media/vendors/${vassalage}`,
      gameCount: 1,
    });
    const lanes = {
      lanes: [],
      mapping: { RNG: [v('PG', 'RNG'), v('JDB', 'RNG')], FISH: [v('JDB', 'FISH')], SPORTS: [v('SABA', 'SPORTS')] },
      sorting: [
        { gameCategory: 'RNG', vendorNames: ['JDB', 'PG', 'NOPE'] },
        { gameCategory: 'FISH', vendorNames: ['JDB'] },
        { gameCategory: 'SPORTS', vendorNames: ['SABA'] },
      ],
    };
    expect(sortedVendors(lanes).map((x) => `${x.vassalage}:${x.category}`)).toEqual(['JDB:RNG', 'PG:RNG', 'SABA:SPORTS']);
  });
});

describe('invite friends screen', () => {
  it('shows the link, its QR code, the figures and the rules; copy copies the link', async () => {
    const app = await renderApp({ path: '/m/inviteFriends', session: 'member', state: REFERRAL_ON, fixtures: matrixFixtures });
    await settle();
    const url = `${window.location.origin}/m/register?affiliateCode=${INVITE_STATS.code}`;
    const invite = await screen.findByTestId('invite-friends');
    expect((within(invite).getByRole('textbox', { name: 'Invitation link' }) as HTMLInputElement).value).toBe(url);
    expect(within(invite).getByRole('img', { name: 'QR code of your invitation link' }).getAttribute('data-qr-text')).toBe(url);
    const figures = screen.getByTestId('invite-figures');
    expect(figures.textContent).toContain('Registered3');
    expect(figures.textContent).toContain('Made a deposit1');
    expect(figures.textContent).toContain('₱180.00');
    expect(figures.textContent).toContain('Not paid yet2');
    expect(within(screen.getByTestId('invite-rules')).getByRole('heading', { name: INVITE_STATS.rules.title })).toBeTruthy();
    await act(async () => void fireEvent.click(within(invite).getByRole('button', { name: 'Copy link' })));
    await settle();
    expect(app.reports.join(' ')).not.toContain('error');
  });

  it('states the terms and lists the friends: paid, or pending with the reason and their progress', async () => {
    await renderApp({ path: '/m/inviteFriends', session: 'member', state: REFERRAL_ON, fixtures: matrixFixtures });
    await settle();
    const terms = await screen.findByRole('region', { name: 'How you earn' });
    expect(terms.textContent).toContain(
      'You get ₱180.00 for each friend who registers with your link, once they have deposited ₱200.00 and placed ₱1,000.00 in valid bets.',
    );
    const friends = screen.getByRole('region', { name: 'Your friends' });
    const [betting, shared, paid] = within(friends).getAllByRole('listitem');
    expect(within(betting).getByRole('heading').textContent).toBe('ma***z');
    expect(betting.textContent).toContain('Pending');
    expect(betting.textContent).toContain('Waiting for ₱1,000.00 in valid bets.');
    const bets = within(betting).getByRole('progressbar', { name: 'Valid bets of ma***z' });
    expect([bets.getAttribute('value'), bets.getAttribute('max')]).toEqual(['350', '1000']);
    expect(betting.textContent).toContain('₱200.00 / ₱200.00');
    expect(shared.textContent).toContain('Does not count: this friend uses your mobile number.');
    expect(within(shared).queryByRole('progressbar')).toBeNull();
    expect(paid.textContent).toContain('Paid');
    expect(within(paid).queryByRole('progressbar')).toBeNull();
  });

  it('says so when no friend has registered yet, in the member language', async () => {
    await renderApp({
      path: '/m/inviteFriends',
      session: 'member',
      language: 'CN',
      state: REFERRAL_ON,
      fixtures: { ...matrixFixtures, inviteStats: { ...INVITE_STATS, friends: [], pending: 0 } },
    });
    await settle();
    expect(await screen.findByText('还没有好友通过您的链接注册。')).toBeTruthy();
    expect(screen.getByTestId('invite-terms').textContent).toContain('累计存款达 ₱200.00 且有效投注达 ₱1,000.00 后，您即可获得 ₱180.00');
  });

  it("says 'coming soon' without the REFERRAL promotion and asks the platform nothing", async () => {
    const app = await renderApp({
      path: '/m/inviteFriends',
      session: 'member',
      state: { promotions: { REFERRAL: false, APP_DOWNLOAD: false } },
      fixtures: matrixFixtures,
    });
    await settle();
    expect(await screen.findByText('Coming soon')).toBeTruthy();
    expect(app.calls.some((c) => c.path.includes('inviteStats'))).toBe(false);
  });

  it('sends a guest to /m/login', async () => {
    const app = await renderApp({ path: '/m/inviteFriends', state: REFERRAL_ON, fixtures: matrixFixtures });
    await settle();
    expect(app.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('login');
  });
});

describe('app page', () => {
  it('shows the template description and a download button per configured type', async () => {
    const resources = [
      { resourceType: 'Android', url: 'https://example.com/app.apk', labelNameEn: 'Android' },
      { resourceType: 'MOBILECONFIG', url: '/download/app.mobileconfig', labelNameEn: 'Profile' },
    ] as const;
    const info = statusInfo({
      resources: [...resources],
      mobileTemplate: { mem_cen: '0', dep_func: '0', app_background: '#101820', app_desc: 'Play anywhere', app_desc_font_color: '#ffd166' },
    });
    await renderApp({ path: '/m/app', fixtures: { ...matrixFixtures, systemStatus: { ...statusAnswer(), info } }, state: { statusInfo: info } });
    await settle();
    expect((await screen.findByTestId('app-desc')).textContent).toBe('Play anywhere');
    const list = screen.getByRole('list', { name: 'App downloads' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download for Android', 'iOS quick install']);
  });
});

describe('game centre', () => {
  it('draws a block per category of the vendor sorting with every vendor and a link to its route', async () => {
    const app = await renderApp({ path: '/m/gameCenter', fixtures: matrixFixtures });
    await settle();
    const lanes = matrixFixtures.gameVendors as { sorting: { gameCategory: string; vendorNames: string[] }[] };
    const blocks = document.querySelectorAll('[data-category]');
    expect(blocks.length).toBeGreaterThan(0);
    for (const s of lanes.sorting) {
      const block = document.querySelector(`[data-category="${s.gameCategory}"]`);
      if (!block) continue; // SPORTS splits into SPORTS / ESPORTS / COCKFIGHT blocks by vendor
      for (const name of s.vendorNames)
        expect(block.querySelector(`[data-vendor="${name}"]`) ?? document.querySelector(`[data-vendor="${name}"]`)).toBeTruthy();
    }
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'More: Slots' })));
    expect(app.navigations).toContain('/m/slot-games');
  });
});

describe('free play in the navigation panel', () => {
  // The platform offers FREEPLAY3 (its whitelabel flags); a brand may only switch it off.
  const withFreePlay = (brandOff = false) => {
    const b = bundleOf();
    if (brandOff) b.brand.whitelabel.FREEPLAY3 = false;
    return { bundle: b, state: { platformFlags: { FREEPLAY3: true } }, fixtures: { ...matrixFixtures, whitelabel: whitelabelTree('FREEPLAY3') } };
  };
  it('visitors get it where the platform offers FREEPLAY3 and the brand leaves it on; members never', async () => {
    await renderApp({ ...withFreePlay(), session: 'guest' });
    expect(entryIds(await openLeftMenu(), 'left.')).toContain('left.freePlay');
    cleanup();
    await renderApp({ ...withFreePlay(true), session: 'guest' });
    expect(entryIds(await openLeftMenu(), 'left.')).not.toContain('left.freePlay');
    cleanup();
    await renderApp({ bundle: bundleOf(), session: 'guest' });
    expect(entryIds(await openLeftMenu(), 'left.')).not.toContain('left.freePlay');
    cleanup();
    await renderApp({ ...withFreePlay(), session: 'member' });
    expect(entryIds(await openLeftMenu(), 'left.')).not.toContain('left.freePlay');
  });
});

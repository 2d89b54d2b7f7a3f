import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type SessionKind } from '../../support/renderApp.tsx';
import { bundleOf, entryIds, openLeftMenu, openRightMenu, shellFixtures } from './helpers.ts';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { whitelabelTree } from '../../fixtures/status.ts';

afterEach(cleanup);

interface Case {
  bundle?: BrandBundle;
  /** The flags the platform has on (its whitelabel call). */
  platform?: string[];
  session?: SessionKind;
  referral?: boolean;
  member?: { clubLabel: { labelName: string } | null; type?: number };
}

async function leftEntries(c: Case): Promise<string[]> {
  const platform = c.platform ?? [];
  await renderApp({
    bundle: c.bundle,
    session: c.session ?? 'member',
    state: { promotions: { REFERRAL: c.referral ?? true }, platformFlags: Object.fromEntries(platform.map((f) => [f, true])) },
    fixtures: { ...shellFixtures, whitelabel: whitelabelTree(...platform) },
  });
  return entryIds(await openLeftMenu(), 'left.');
}

async function rightEntries(c: Case): Promise<string[]> {
  const app = await renderApp({ bundle: c.bundle, session: c.session ?? 'member' });
  if (c.member) app.store.update((s) => void Object.assign(s.member!, c.member));
  return entryIds(await openRightMenu(), 'right.');
}

/** Flips one whitelabel flag / setting in the brand document: the operator's edit, no code involved. */
function withBrand(edit: (b: BrandBundle) => void): BrandBundle {
  const b = bundleOf();
  edit(b);
  return b;
}

describe('the left menu follows the brand document and the session', () => {
  it('REWCEN3 on the platform shows the reward centre and promo code entries; the brand can switch it off, never on', async () => {
    const on = await leftEntries({ platform: ['REWCEN3'] });
    expect(on).toEqual(expect.arrayContaining(['left.rewardCenter', 'left.promoCode']));
    cleanup();
    const narrowed = await leftEntries({ platform: ['REWCEN3'], bundle: withBrand((b) => (b.brand.whitelabel.REWCEN3 = false)) });
    expect(narrowed).not.toContain('left.rewardCenter');
    expect(narrowed).not.toContain('left.promoCode');
    cleanup();
    // The platform has it off: no document can bring the entries back (the platform would refuse their calls).
    const refused = await leftEntries({ platform: [] });
    expect(refused).not.toContain('left.rewardCenter');
  });

  it('MISSIONLB3 shows the daily tasks entry only when the platform has it on and the brand leaves it on', async () => {
    expect(await leftEntries({ platform: ['MISSIONLB3'] })).toContain('left.dailyTasks');
    cleanup();
    expect(await leftEntries({ platform: ['MISSIONLB3'], bundle: withBrand((b) => (b.brand.whitelabel.MISSIONLB3 = false)) })).not.toContain('left.dailyTasks');
    cleanup();
    expect(await leftEntries({ platform: [] })).not.toContain('left.dailyTasks');
  });

  it('the VIP entry needs the site VIP setting', async () => {
    expect(await leftEntries({ bundle: withBrand((b) => (b.brand.settings.hasVip = true)) })).toContain('left.vip');
    cleanup();
    expect(await leftEntries({ bundle: withBrand((b) => (b.brand.settings.hasVip = false)) })).not.toContain('left.vip');
  });

  it('invite friends shows when logged out or with the REFERRAL promotion', async () => {
    expect(await leftEntries({ session: 'member', referral: true })).toContain('left.inviteFriends');
    cleanup();
    expect(await leftEntries({ session: 'member', referral: false })).not.toContain('left.inviteFriends');
    cleanup();
    expect(await leftEntries({ session: 'guest', referral: false })).toContain('left.inviteFriends');
  });

  it('lists the fixed entries in the spec order, sign out only with a session', async () => {
    const member = await leftEntries({ platform: ['REWCEN3', 'MISSIONLB3'] });
    expect(member.filter((id) => !id.includes('.', 5))).toEqual([
      'left.vip',
      'left.inviteFriends',
      'left.slotGames',
      'left.withdraw',
      'left.signIn',
      'left.promotions',
      'left.language',
      'left.rewardCenter',
      'left.liveGames',
      'left.promoCode',
      'left.dailyTasks',
      'left.appDownload',
      'left.telegram',
      'left.facebook',
      'left.customerService',
      'left.banners',
      'left.signOut',
    ]);
    cleanup();
    expect(await leftEntries({ session: 'guest' })).not.toContain('left.signOut');
  });

  it('a brand can drop an entry in its overlay: the second brand turns REWCEN3 and MISSIONLB3 off', async () => {
    const royal = await leftEntries({ bundle: bundleOf('royal'), platform: ['REWCEN3', 'MISSIONLB3'] });
    expect(royal).not.toContain('left.rewardCenter');
    expect(royal).not.toContain('left.dailyTasks');
    expect(royal).not.toContain('left.vip');
  });
});

describe('the right (member) menu follows the session', () => {
  it('agents see the agent centre, players do not', async () => {
    expect(await rightEntries({ session: 'agent' })).toContain('right.agent');
    cleanup();
    expect(await rightEntries({ session: 'member' })).not.toContain('right.agent');
  });

  it('the VIP entry and label need a club label', async () => {
    const withLabel = await rightEntries({ member: { clubLabel: { labelName: 'Gold' } } });
    expect(withLabel).toContain('right.vip');
    expect(document.querySelector('[data-testid="user-card-vip"]')?.textContent).toBe('Gold');
    cleanup();
    const without = await rightEntries({ member: { clubLabel: null } });
    expect(without).not.toContain('right.vip');
    expect(document.querySelector('[data-testid="user-card-vip"]')).toBeNull();
  });

  it('shows every spec entry in order for an agent with a club label', async () => {
    const ids = await rightEntries({ session: 'agent', member: { clubLabel: { labelName: 'VIP' } } });
    expect(ids.filter((id) => !id.includes('.', 6))).toEqual([
      'right.user',
      'right.balance',
      'right.deposit',
      'right.withdraw',
      'right.vip',
      'right.memberHome',
      'right.myGames',
      'right.agent',
      'right.security',
      'right.news',
      'right.invite',
      'right.signOut',
    ]);
    expect(shellFixtures).toBeTruthy();
  });
});

describe('a menu entry follows exactly the flag of the screen it opens', () => {
  const memberCentre = async (platform: string[]) => {
    await renderApp({
      path: '/m/member/home',
      session: 'member',
      state: { platformFlags: Object.fromEntries(platform.map((f) => [f, true])) },
      fixtures: { ...shellFixtures, whitelabel: whitelabelTree(...platform) },
    });
    return screen.findByTestId('memberHome.menu.promoCode').then(
      () => true,
      () => false,
    );
  };

  it("the member centre's reward centre entry needs REWCEN3 (daily tasks alone do not bring it back)", async () => {
    expect(await memberCentre(['REWCEN3'])).toBe(true);
    expect(screen.queryByTestId('memberHome.menu.rewardCenter')).not.toBeNull();
    cleanup();
    await memberCentre(['MISSIONLB3']);
    expect(screen.queryByTestId('memberHome.menu.rewardCenter')).toBeNull();
  });
});

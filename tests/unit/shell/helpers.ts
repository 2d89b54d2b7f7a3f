import type { Fixtures } from '../../support/fixtureApi.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BrandBundle } from '../../../src/generated/brand-bundle.ts';
import { buildBundle } from '../../../tools/brands/loadDocuments.ts';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

/** A fresh copy of a brand's composed documents, to edit in a test the way an operator edits the JSON. */
export const bundleOf = (brand = 'lucky'): BrandBundle => structuredClone(buildBundle(SCREENS_DIR, brand));

/** Lets fixture calls and lazy widgets settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Waits until every widget inside `root` has loaded (React's `use` suspends once per lazily loaded widget). */
export async function loaded(root: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    if (root.querySelector('.node-loading')) throw new Error('widgets still loading');
  });
  return root;
}

/** Opens the left menu with the bottom bar's Menu item, as a player would. */
export async function openLeftMenu(): Promise<HTMLElement> {
  await act(async () => {
    fireEvent.click(within(screen.getByTestId('bottombar')).getByRole('button', { name: 'Menu' }));
  });
  await settle();
  return loaded(screen.getByTestId('left-menu'));
}

/** Opens the member menu with the header's profile icon. */
export async function openRightMenu(): Promise<HTMLElement> {
  await act(async () => {
    fireEvent.click(within(screen.getByTestId('topbar')).getByRole('button', { name: 'Profile' }));
  });
  await settle();
  return loaded(screen.getByTestId('right-menu'));
}

/** The ids of the menu entries a panel shows (nodes rendered, in order). */
export function entryIds(panel: HTMLElement, prefix: string): string[] {
  return [...panel.querySelectorAll<HTMLElement>('[data-testid]')].map((e) => e.dataset.testid!).filter((id) => id.startsWith(prefix));
}

/** Platform answers the shell reads. */
export const shellFixtures: Fixtures = {
  memberInfo: { id: 1001, account: 'player01', nickname: 'Lucky Player', type: 0, clubLabel: { labelName: 'VIP1' }, affiliateCode: 'AFF1001' },
  inviteStats: {
    code: 'AFF1001',
    rules: null,
    invited: 0,
    registered: 0,
    depositing: 0,
    earned: 0,
    terms: { reward: 180, minDeposit: 200, turnover: 1000 },
    pending: 0,
    friends: [],
  },
  walletBalance: { sumBalance: 1234.5, currency: 'PHP', balance: [] },
  inboxUnreadCount: 3,
  announcements: {
    promotion: [1, 2, 3, 4, 5].map((id) => ({ id, title: `Promo ${id}`, content: '', link: '', groupName: '', announcementImages: [] })),
    banners: [{ id: 9, title: 'Left banner', groupName: 'm_leftmenu', link: '', announcementImages: [{ url: '/media/banners/9.png', sequence: 1 }] }],
  },
  systemStatus: {
    maintenance: false,
    regionRestriction: false,
    info: {
      resources: [
        { resourceType: 'Android', url: 'https://example.com/app.apk', labelNameEn: 'Android' },
        { resourceType: 'TELEGRAM', url: 'https://t.me/lucky', labelNameEn: 'Telegram' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.com/lucky', labelNameEn: 'Facebook' },
      ],
      customerService: [{ csType: 'FACEBOOK', title: 'CS', path: 'https://cs.example.com/chat' }],
    },
  },
};

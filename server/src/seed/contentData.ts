/** Announcement and promotion seed data (deterministic; fixed dates so runs are repeatable). */

export const D = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export interface AnnouncementSeed {
  type: 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: string;
  content: string;
  groupName?: string;
  start: string;
  end?: string;
  noExpiry?: boolean;
  categories?: number[];
  images?: number;
  link?: string;
}

/** Category ids are merchant id * 100 + n; `categories` below name n. */
export const CATEGORIES: { n: number; EN: string; TY: string; CN: string }[] = [
  { n: 1, EN: 'Welcome', TY: 'Maligayang Pagdating', CN: '新人' },
  { n: 2, EN: 'Slots', TY: 'Slots', CN: '老虎机' },
  { n: 3, EN: 'Live Casino', TY: 'Live Casino', CN: '真人' },
  { n: 4, EN: 'Sports', TY: 'Palakasan', CN: '体育' },
  { n: 5, EN: 'Rebate', TY: 'Rebate', CN: '返水' },
];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** The offers whose promotions the seed announces: their texts are worded from these rows, never typed apart. */
export interface AnnouncedOffers {
  /** The merchant's once-per-member deposit promotion ('' code: none). */
  firstDeposit: { code: string; bonusPercent: number; maxBonus: number; minDeposit: number; turnover: number };
  /** The REFERRAL promotion's terms (currency units). */
  referral: { reward: number; minDeposit: number; turnover: number };
  /** The check-in reward of each day of a streak (currency units; empty: no check-in). */
  checkinRewards: number[];
  /** The APP_DOWNLOAD promotion's bonus (currency units), or null when the merchant does not run it. */
  appBonus: number | null;
}

export const amount = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function announcementSeeds(brand: string, currency: string, offers: AnnouncedOffers): AnnouncementSeed[] {
  const fd = offers.firstDeposit;
  const ref = offers.referral;
  return [
    {
      type: 'PL',
      title: `Welcome to ${brand}`,
      start: '2025-01-01',
      noExpiry: true,
      content: p(`Welcome to <b>${brand}</b>! Enjoy thousands of slots, live tables and sports.`, `New members get a ${fd.bonusPercent}% first deposit bonus.`),
    },
    {
      type: 'PL',
      title: 'Scheduled maintenance',
      start: '2025-01-01',
      end: '2030-12-31',
      content: p('Some game vendors will be under maintenance every Tuesday from 02:00 to 04:00 (GMT+8).', 'Your balance is safe during maintenance.'),
    },
    {
      type: 'PL',
      title: 'New deposit channels',
      start: '2025-02-01',
      end: '2030-12-31',
      content: p('GCash, Maya and bank transfer are now available with instant crediting.', '<a href="/m/voucherCenter">Deposit now</a>'),
    },
    {
      type: 'PL',
      title: 'Beware of scams',
      start: '2025-01-15',
      noExpiry: true,
      content: p(`Our staff will never ask for your password or SMS code. Contact customer service only through the ${brand} app.`),
    },
    { type: 'PL', title: 'Old notice (expired)', start: '2024-01-01', end: '2024-12-31', content: p('This notice has ended and is no longer shown.') },
    {
      type: 'PU',
      title: 'Daily check-in rewards',
      start: '2025-01-01',
      end: '2030-12-31',
      images: 1,
      content: p(
        offers.checkinRewards.length > 0
          ? `Check in every day: day 1 pays ${currency} ${amount(offers.checkinRewards[0])} and day ${offers.checkinRewards.length} in a row pays ${currency} ${amount(offers.checkinRewards[offers.checkinRewards.length - 1])}, straight to your balance.`
          : 'Check in every day on the activity page.',
      ),
    },
    {
      type: 'PU',
      title: 'Download our app',
      start: '2025-01-01',
      noExpiry: true,
      images: 1,
      content: p(
        offers.appBonus === null
          ? `Get the ${brand} app: your games one tap from your home screen.`
          : `Get the ${brand} app and a bonus of ${currency} ${amount(offers.appBonus)}.`,
      ),
    },
    {
      type: 'H',
      title: 'Hot: Super Ace jackpot',
      start: '2025-01-01',
      noExpiry: true,
      images: 1,
      link: '/m/jili',
      content: p(`The Super Ace progressive jackpot is over ${currency} 1,000,000 today.`),
    },
    {
      type: 'H',
      title: 'Hot: Speed Baccarat',
      start: '2025-01-01',
      end: '2030-12-31',
      images: 1,
      link: '/m/baccarat',
      content: p('New speed baccarat tables open 24/7.'),
    },
    {
      type: 'H',
      title: 'Hot: Fishing season',
      start: '2025-03-01',
      end: '2030-12-31',
      images: 1,
      link: '/m/fishing-games',
      content: p('Double points on every fishing game this month.'),
    },
    {
      type: 'A',
      groupName: 'm_home',
      title: 'Agent commission upgrade',
      start: '2025-01-01',
      noExpiry: true,
      content: p('Commission tiers have been raised for all agents: up to 45% of net revenue.'),
    },
    {
      type: 'A',
      groupName: 'm_home',
      title: 'Daily salary contracts',
      start: '2025-01-01',
      end: '2030-12-31',
      content: p('Agents with 10 or more active members can now sign a daily salary contract. Check your pending contracts.'),
    },
    {
      type: 'A',
      groupName: 'm_home',
      title: 'Team report improvements',
      start: '2025-02-01',
      end: '2030-12-31',
      content: p('Team KPI now shows registrations, logins, betting members and online members per day.'),
    },
    // Promotions: some long term (noExpiry), some dated, one expired, one not started.
    {
      type: 'PR',
      title: `${fd.bonusPercent}% First Deposit Bonus`,
      start: '2025-01-01',
      noExpiry: true,
      categories: [1],
      images: 2,
      // Its "Deposit now" opens the deposit with this promotion chosen (the deposit form reads `promo`).
      link: fd.code ? `/m/voucherCenter?promo=${encodeURIComponent(fd.code)}` : '/m/voucherCenter',
      content: p(
        `Deposit ${currency} ${amount(fd.minDeposit)} or more and get ${fd.bonusPercent}% extra, up to ${currency} ${amount(fd.maxBonus)}.`,
        `Bet ${fd.turnover} times the bonus before you withdraw the bonus or the deposit that earned it. One bonus per member.`,
      ),
    },
    {
      type: 'PR',
      title: `Refer a friend: earn ${amount(ref.reward)}`,
      start: '2025-01-01',
      noExpiry: true,
      categories: [1],
      images: 2,
      link: '/m/inviteFriends',
      content: p(
        `Invite a friend and get ${currency} ${amount(ref.reward)} once they have deposited ${currency} ${amount(ref.minDeposit)} and bet ${currency} ${amount(ref.turnover)}.`,
        'A friend who shares your payout account or mobile number does not count.',
      ),
    },
    {
      type: 'PR',
      title: 'Slots weekly cashback 10%',
      start: '2025-01-06',
      end: '2030-12-31',
      categories: [2, 5],
      images: 2,
      content: p('Get 10% of your net slot losses back every Monday.', 'Minimum cashback 10, maximum 50,000.'),
    },
    {
      type: 'PR',
      title: 'Slots tournament: 1,000,000 prize pool',
      start: '2025-02-01',
      end: '2030-06-30',
      categories: [2],
      images: 2,
      link: '/m/jili',
      content: p('Spin any JILI slot to climb the leaderboard. Top 500 players share the prize pool.'),
    },
    {
      type: 'PR',
      title: 'Live casino winning streak',
      start: '2025-01-15',
      end: '2030-12-31',
      categories: [3],
      images: 2,
      content: p('Win 8 baccarat hands in a row and get a bonus of up to 8,888.'),
    },
    {
      type: 'PR',
      title: 'Sports parlay insurance',
      start: '2025-01-01',
      noExpiry: true,
      categories: [4],
      images: 2,
      content: p('Lose a 5+ leg parlay by one leg and get your stake back as a free bet.'),
    },
    {
      type: 'PR',
      title: 'Unlimited daily rebate 1.2%',
      start: '2025-01-01',
      noExpiry: true,
      categories: [5],
      images: 2,
      content: p('Every bet earns a rebate, credited daily with no turnover requirement.'),
    },
    {
      type: 'PR',
      title: 'New Year promo (ended)',
      start: '2024-12-20',
      end: '2025-01-05',
      categories: [1],
      images: 2,
      content: p('This promotion has ended.'),
    },
    { type: 'PR', title: 'Coming soon: anniversary bonus', start: '2099-01-01', end: '2099-12-31', categories: [1], images: 2, content: p('Not started yet.') },
  ];
}

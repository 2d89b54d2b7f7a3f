/**
 * Banner definitions for every banner group of the spec, per merchant. They are stored as announcements of type
 * B (the core's announcements table) with one image each; the media route draws the image from that row (its
 * title and text), so no file needs to exist anywhere and the picture says what the row says.
 */
import { type AnnouncedOffers, amount } from './contentData.ts';

const BANNER_GROUPS = ['m_home', 'm_login', 'm_reg', 'm_hotgames', 'm_leftmenu', 'm_newgame'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface BannerDef {
  id: number;
  merchantCode: string;
  groupName: BannerGroup;
  title: string;
  subtitle: string;
  /** Where a tap goes (the front end's banner action). */
  link: string;
  sort: number;
}

/** Image size of each group, fixed so the app can reserve the space (no layout shift). */
export const BANNER_SIZES: Readonly<Record<BannerGroup, readonly [number, number]>> = {
  m_home: [750, 300],
  m_login: [750, 300],
  m_reg: [750, 300],
  m_hotgames: [750, 200],
  m_leftmenu: [560, 200],
  m_newgame: [750, 240],
};

/**
 * What each group's banners say. A banner that promises money words it from the rows it describes (the first
 * deposit promotion, the referral terms), so it never offers what the deposit screen or the invite page does not;
 * a merchant without such an offer gets no banner for it.
 */
function texts(offers: AnnouncedOffers): Record<BannerGroup, (readonly [string, string, string])[]> {
  const fd = offers.firstDeposit;
  const ref = offers.referral;
  const welcome = fd.code
    ? [
        [
          `${fd.bonusPercent}% WELCOME BONUS`,
          `FIRST DEPOSIT BONUS UP TO ${amount(fd.maxBonus)}`,
          `/m/voucherCenter?promo=${encodeURIComponent(fd.code)}`,
        ] as const,
      ]
    : [];
  const invite = ref.reward > 0 ? [['INVITE FRIENDS', `EARN ${amount(ref.reward)} FOR EACH FRIEND`, '/m/inviteFriends'] as const] : [];
  return {
    m_home: [...welcome, ...invite, ['JILI SLOTS', 'PLAY JILI AND WIN BIG', '/m/jili'], ['LIVE CASINO', 'BACCARAT AND ROULETTE 24/7', '/m/live-games']],
    m_login: [
      ['WELCOME BACK', 'LOG IN AND CHECK IN FOR TODAY', '/m/activity/signIn'],
      ['SAFE AND SECURE', 'FAST DEPOSITS AND WITHDRAWALS', '/m/help'],
    ],
    m_reg: [
      ...(fd.code ? [['JOIN NOW', `GET ${fd.bonusPercent}% ON YOUR FIRST DEPOSIT`, '/m/activity'] as const] : []),
      ['FREE PLAY', 'TRY OUR GAMES WITH A DEMO ACCOUNT', '/m/trail'],
    ],
    m_hotgames: [['HOT GAMES', 'THE MOST PLAYED GAMES TODAY', '/m/hot-games']],
    m_leftmenu: [
      ['VIP CLUB', 'SEE THE BENEFITS OF EVERY LEVEL', '/m/member/benefits'],
      ['CHECK IN DAILY', 'A REWARD FOR EVERY DAY IN A ROW', '/m/activity/signIn'],
    ],
    m_newgame: [
      ['NEW GAMES', 'THE LATEST SLOTS', '/m/slot-games'],
      ['LIVE TABLES', 'SPEED BACCARAT AND MORE', '/m/baccarat'],
      ['FISHING GAMES', 'AIM, SHOOT AND WIN', '/m/fishing-games'],
    ],
  };
}

/** First announcement id used for banners (the core's own announcements stay below it). */
const BANNER_ID_BASE = 7000;

/** Merchant codes with banners, in order; the index picks an id block of 100 per merchant. */
const BANNER_MERCHANTS: readonly string[] = ['LUCKY88', 'ROYALPH'];

export function bannerDefs(merchantCode: string, offers: AnnouncedOffers): BannerDef[] {
  const block = BANNER_MERCHANTS.indexOf(merchantCode);
  if (block < 0) return [];
  const out: BannerDef[] = [];
  let n = 0;
  const byGroup = texts(offers);
  for (const groupName of BANNER_GROUPS) {
    byGroup[groupName].forEach(([title, subtitle, link], i) => {
      const id = BANNER_ID_BASE + block * 100 + n++;
      out.push({ id, merchantCode, groupName, title, subtitle, link, sort: i + 1 });
    });
  }
  return out;
}

/** The size a banner of a group is drawn at, or undefined for a group there is none of. */
export const bannerSize = (group: string): readonly [number, number] | undefined =>
  Object.hasOwn(BANNER_SIZES, group) ? BANNER_SIZES[group as BannerGroup] : undefined;

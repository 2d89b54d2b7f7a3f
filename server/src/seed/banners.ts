/**
 * Banner definitions for every banner group of the spec, per merchant. They are stored as announcements of type
 * B (the core's announcements table) with one image each; the image itself is drawn from the same definition
 * by the media route, so no file needs to exist anywhere.
 */
import { hashString } from './prng.ts';

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
  hue: number;
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

const TEXTS: Readonly<Record<BannerGroup, readonly (readonly [string, string, string])[]>> = {
  m_home: [
    ['100% WELCOME BONUS', 'FIRST DEPOSIT UP TO 8,888', '/m/activity'],
    ['DAILY CASHBACK 1.5%', 'ON EVERY SLOT BET', '/m/activity'],
    ['INVITE FRIENDS', 'EARN 180 FOR EACH FRIEND', '/m/inviteFriends'],
    ['JILI JACKPOT WEEK', 'PLAY JILI AND WIN BIG', '/m/jili'],
    ['LIVE CASINO', 'BACCARAT AND ROULETTE 24/7', '/m/live-games'],
  ],
  m_login: [
    ['WELCOME BACK', 'LOG IN AND CLAIM YOUR DAILY REWARD', '/m/activity'],
    ['SAFE AND SECURE', 'FAST DEPOSITS AND WITHDRAWALS', '/m/help'],
  ],
  m_reg: [
    ['JOIN NOW', 'GET A 100% BONUS ON YOUR FIRST DEPOSIT', '/m/activity'],
    ['FREE SPINS', 'NEW MEMBERS GET 50 FREE SPINS', '/m/activity'],
  ],
  m_hotgames: [['HOT GAMES', 'THE MOST PLAYED GAMES TODAY', '/m/hot-games']],
  m_leftmenu: [
    ['VIP CLUB', 'EXCLUSIVE REWARDS', '/m/member/benefits'],
    ['SIGN IN DAILY', 'COLLECT YOUR BONUS', '/m/activity/signIn'],
  ],
  m_newgame: [
    ['NEW GAMES', 'FRESH SLOTS EVERY WEEK', '/m/slot-games'],
    ['NEW LIVE TABLES', 'SPEED BACCARAT IS HERE', '/m/baccarat'],
    ['FISHING SEASON', 'NEW FISHING GAMES', '/m/fishing-games'],
  ],
};

/** First announcement id used for banners (the core's own announcements stay below it). */
const BANNER_ID_BASE = 7000;

/** Merchant codes with banners, in order; the index picks an id block of 100 per merchant. */
const BANNER_MERCHANTS: readonly string[] = ['LUCKY88', 'ROYALPH'];

export function bannerDefs(merchantCode: string): BannerDef[] {
  const block = BANNER_MERCHANTS.indexOf(merchantCode);
  if (block < 0) return [];
  const out: BannerDef[] = [];
  let n = 0;
  for (const groupName of BANNER_GROUPS) {
    TEXTS[groupName].forEach(([title, subtitle, link], i) => {
      const id = BANNER_ID_BASE + block * 100 + n++;
      out.push({ id, merchantCode, groupName, title, subtitle, link, hue: hashString(`${merchantCode}:${title}`) % 360, sort: i + 1 });
    });
  }
  return out;
}

const byId = new Map<number, BannerDef>();
for (const code of BANNER_MERCHANTS) for (const b of bannerDefs(code)) byId.set(b.id, b);

/** The banner behind an image id (for the media route). */
export function bannerById(id: number): BannerDef | undefined {
  return byId.get(id);
}

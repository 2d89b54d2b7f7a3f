/**
 * Banner definitions for every banner group of the spec, per merchant. They are stored as announcements of type
 * B (the core's announcements table) with one image each; the media route draws the image from that row (its
 * title and text), so no file needs to exist anywhere and the picture says what the row says.
 */
import { type AnnouncedOffers, amount, type InLanguages, tr } from './contentData.ts';

const BANNER_GROUPS = ['m_home', 'm_login', 'm_reg', 'm_hotgames', 'm_leftmenu', 'm_newgame'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface BannerDef {
  id: number;
  merchantCode: string;
  groupName: BannerGroup;
  title: InLanguages;
  subtitle: InLanguages;
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
type Banner = readonly [InLanguages, InLanguages, string];

function texts(offers: AnnouncedOffers): Record<BannerGroup, Banner[]> {
  const fd = offers.firstDeposit;
  const ref = offers.referral;
  const welcome: Banner[] = fd.code
    ? [
        [
          tr(`${fd.bonusPercent}% WELCOME BONUS`, `${fd.bonusPercent}% BONUS SA PAGSALI`, `${fd.bonusPercent}% 新人奖金`),
          tr(
            `FIRST DEPOSIT BONUS UP TO ${amount(fd.maxBonus)}`,
            `BONUS SA UNANG DEPOSITO HANGGANG ${amount(fd.maxBonus)}`,
            `首存奖金最高 ${amount(fd.maxBonus)}`,
          ),
          `/m/voucherCenter?promo=${encodeURIComponent(fd.code)}`,
        ],
      ]
    : [];
  const invite: Banner[] =
    ref.reward > 0
      ? [
          [
            tr('INVITE FRIENDS', 'MAG-IMBITA NG KAIBIGAN', '邀请好友'),
            tr(`EARN ${amount(ref.reward)} FOR EACH FRIEND`, `KUMITA NG ${amount(ref.reward)} SA BAWAT KAIBIGAN`, `每位好友赚 ${amount(ref.reward)}`),
            '/m/inviteFriends',
          ],
        ]
      : [];
  return {
    m_home: [
      ...welcome,
      ...invite,
      [tr('JILI SLOTS', 'JILI SLOTS', 'JILI 老虎机'), tr('PLAY JILI AND WIN BIG', 'MAGLARO NG JILI AT MANALO NANG MALAKI', '畅玩 JILI 赢大奖'), '/m/jili'],
      [tr('LIVE CASINO', 'LIVE CASINO', '真人娱乐场'), tr('BACCARAT AND ROULETTE 24/7', 'BACCARAT AT ROULETTE 24/7', '百家乐与轮盘 24/7'), '/m/live-games'],
    ],
    m_login: [
      [
        tr('WELCOME BACK', 'MALIGAYANG PAGBABALIK', '欢迎回来'),
        tr('LOG IN AND CHECK IN FOR TODAY', 'MAG-LOGIN AT MAG-CHECK IN NGAYONG ARAW', '登录并完成今日签到'),
        '/m/activity/signIn',
      ],
      [
        tr('SAFE AND SECURE', 'LIGTAS AT PROTEKTADO', '安全可靠'),
        tr('FAST DEPOSITS AND WITHDRAWALS', 'MABILIS NA DEPOSITO AT WITHDRAWAL', '快速存取款'),
        '/m/help',
      ],
    ],
    m_reg: [
      ...(fd.code
        ? [
            [
              tr('JOIN NOW', 'SUMALI NA', '立即加入'),
              tr(`GET ${fd.bonusPercent}% ON YOUR FIRST DEPOSIT`, `${fd.bonusPercent}% BONUS SA UNANG DEPOSITO`, `首存即得 ${fd.bonusPercent}%`),
              '/m/activity',
            ] as const,
          ]
        : []),
      [
        tr('FREE PLAY', 'LIBRENG LARO', '免费试玩'),
        tr('TRY OUR GAMES WITH A DEMO ACCOUNT', 'SUBUKAN ANG MGA LARO SA DEMO ACCOUNT', '用试玩账户体验游戏'),
        '/m/trail',
      ],
    ],
    m_hotgames: [
      [
        tr('HOT GAMES', 'MGA PATOK NA LARO', '热门游戏'),
        tr('THE MOST PLAYED GAMES TODAY', 'ANG PINAKANILALARO NGAYONG ARAW', '今日最多人玩的游戏'),
        '/m/hot-games',
      ],
    ],
    m_leftmenu: [
      [
        tr('VIP CLUB', 'VIP CLUB', 'VIP 俱乐部'),
        tr('SEE THE BENEFITS OF EVERY LEVEL', 'TINGNAN ANG BENEPISYO NG BAWAT ANTAS', '查看各等级福利'),
        '/m/member/benefits',
      ],
      [
        tr('CHECK IN DAILY', 'MAG-CHECK IN ARAW-ARAW', '每日签到'),
        tr('A REWARD FOR EVERY DAY IN A ROW', 'GANTIMPALA SA BAWAT SUNOD-SUNOD NA ARAW', '连续签到天天有奖'),
        '/m/activity/signIn',
      ],
    ],
    m_newgame: [
      [tr('NEW GAMES', 'MGA BAGONG LARO', '新游戏'), tr('THE LATEST SLOTS', 'ANG PINAKABAGONG SLOTS', '最新老虎机'), '/m/slot-games'],
      [tr('LIVE TABLES', 'MGA LIVE NA MESA', '真人桌台'), tr('SPEED BACCARAT AND MORE', 'SPEED BACCARAT AT IBA PA', '极速百家乐等'), '/m/baccarat'],
      [
        tr('FISHING GAMES', 'MGA LARONG PANGINGISDA', '捕鱼游戏'),
        tr('AIM, SHOOT AND WIN', 'TUMUTOK, BUMARIL AT MANALO', '瞄准、射击、赢奖'),
        '/m/fishing-games',
      ],
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

/**
 * The seeded promotions (PR) in EN, TY and CN. Each promotion that promises money is worded from the rows it
 * describes (AnnouncedOffers: deposit promotions, referral terms, check-in rewards, rebate rates, red rain events);
 * a merchant without such a row gets no promotion for it. The ended and the not-yet-started ones promise nothing.
 */
import { type AnnouncedOffers, type AnnouncementSeed, type DepositOffer, amount, money, p, tr } from './contentData.ts';

function depositPromotion(c: string, o: DepositOffer, daily: boolean): AnnouncementSeed {
  const min = money(c, o.minDeposit);
  const max = money(c, o.maxBonus);
  return {
    type: 'PR',
    title: daily
      ? tr(`${o.bonusPercent}% Daily Reload Bonus`, `${o.bonusPercent}% Arawang Reload Bonus`, `${o.bonusPercent}% 每日充值奖金`)
      : tr(`${o.bonusPercent}% First Deposit Bonus`, `${o.bonusPercent}% Bonus sa Unang Deposito`, `${o.bonusPercent}% 首存奖金`),
    start: '2025-01-01',
    noExpiry: true,
    categories: [1],
    images: 2,
    // Its "Deposit now" opens the deposit with this promotion chosen (the deposit form reads `promo`).
    link: `/m/voucherCenter?promo=${encodeURIComponent(o.code)}`,
    content: tr(
      p(
        `Deposit ${min} or more and get ${o.bonusPercent}% extra, up to ${max}.`,
        `Bet ${o.turnover} times the bonus before you withdraw the bonus or the deposit that earned it. ${daily ? 'One bonus per member a day.' : 'One bonus per member.'}`,
      ),
      p(
        `Mag-deposito ng ${min} o higit pa at makakuha ng ${o.bonusPercent}% dagdag, hanggang ${max}.`,
        `Itaya ang ${o.turnover} beses ng bonus bago i-withdraw ang bonus o ang depositong pinagmulan nito. ${daily ? 'Isang bonus bawat miyembro kada araw.' : 'Isang bonus bawat miyembro.'}`,
      ),
      p(
        `存款 ${min} 或以上，即得 ${o.bonusPercent}% 额外奖金，最高 ${max}。`,
        `提取奖金或其对应存款前，须完成奖金 ${o.turnover} 倍的投注。${daily ? '每位会员每天限领一次。' : '每位会员限领一次。'}`,
      ),
    ),
  };
}

function optional<T>(value: T | null | undefined, make: (v: T) => AnnouncementSeed): AnnouncementSeed[] {
  return value === null || value === undefined ? [] : [make(value)];
}

export function promotionSeeds(c: string, offers: AnnouncedOffers): AnnouncementSeed[] {
  const ref = offers.referral;
  const rewards = offers.checkinRewards;
  return [
    ...(offers.firstDeposit.code ? [depositPromotion(c, offers.firstDeposit, false)] : []),
    ...optional(offers.dailyReload, (o) => depositPromotion(c, o, true)),
    {
      type: 'PR',
      title: tr(
        `Refer a friend: earn ${money(c, ref.reward)}`,
        `Mag-imbita ng kaibigan: kumita ng ${money(c, ref.reward)}`,
        `推荐好友：赚取 ${money(c, ref.reward)}`,
      ),
      start: '2025-01-01',
      noExpiry: true,
      categories: [1],
      images: 2,
      link: '/m/inviteFriends',
      content: tr(
        p(
          `Invite a friend and get ${money(c, ref.reward)} once they have deposited ${money(c, ref.minDeposit)} and bet ${money(c, ref.turnover)}.`,
          'A friend who shares your payout account or mobile number does not count.',
        ),
        p(
          `Mag-imbita ng kaibigan at makakuha ng ${money(c, ref.reward)} kapag nakapag-deposito na siya ng ${money(c, ref.minDeposit)} at nakataya ng ${money(c, ref.turnover)}.`,
          'Hindi bilang ang kaibigang kapareho mo ng payout account o mobile number.',
        ),
        p(
          `邀请好友，好友存款满 ${money(c, ref.minDeposit)} 并投注满 ${money(c, ref.turnover)} 后，您可获得 ${money(c, ref.reward)}。`,
          '与您使用相同收款账户或手机号码的好友不计入。',
        ),
      ),
    },
    ...optional(rewards.length > 0 ? rewards : null, (r) => {
      const total = money(
        c,
        r.reduce((s, x) => s + x, 0),
      );
      const days = r.map((x) => money(c, x)).join(', ');
      return {
        type: 'PR',
        title: tr(`Check in ${r.length} days: ${total}`, `Mag-check in ng ${r.length} araw: ${total}`, `连续签到 ${r.length} 天：${total}`),
        // A season of its own: the check-in popup runs as long.
        start: '2025-01-01',
        end: '2030-12-31',
        categories: [1],
        images: 2,
        link: '/m/activity/signIn',
        content: tr(
          p(`Check in ${r.length} days in a row and get ${total} in all: ${days}, one a day.`, 'Miss a day and the streak starts again at day 1.'),
          p(
            `Mag-check in nang ${r.length} sunod-sunod na araw at makakuha ng ${total} lahat-lahat: ${days}, isa bawat araw.`,
            'Kapag may lumaktaw na araw, babalik sa unang araw ang bilang.',
          ),
          p(`连续签到 ${r.length} 天，共得 ${total}：每天依次为 ${days}。`, '中断一天则从第 1 天重新开始。'),
        ),
      };
    }),
    ...optional(offers.rebate, (r) => ({
      type: 'PR' as const,
      title: tr(`Rebate up to ${amount(r.maxRate)}%`, `Rebate hanggang ${amount(r.maxRate)}%`, `返水最高 ${amount(r.maxRate)}%`),
      start: '2025-01-01',
      noExpiry: true,
      categories: [2, 3, 4, 5],
      images: 2,
      link: '/m/member/manualRebate',
      content: tr(
        p(
          `Claim a rebate of up to ${amount(r.maxRate)}% of your valid bets whenever you like.`,
          r.turnover === 0 ? 'No turnover requirement.' : `Bet ${r.turnover} times the rebate before you withdraw it.`,
        ),
        p(
          `I-claim ang rebate na hanggang ${amount(r.maxRate)}% ng iyong mga valid na taya kahit kailan mo gusto.`,
          r.turnover === 0 ? 'Walang kailangang turnover.' : `Itaya ang ${r.turnover} beses ng rebate bago ito i-withdraw.`,
        ),
        p(`有效投注最高 ${amount(r.maxRate)}% 返水，随时领取。`, r.turnover === 0 ? '无流水要求。' : `提取前须完成返水 ${r.turnover} 倍的投注。`),
      ),
    })),
    ...optional(offers.rain, (r) => {
      const range = `${money(c, r.min)}–${money(c, r.max)}`;
      const cap = money(c, r.cap);
      return {
        type: 'PR' as const,
        title: tr('Red envelope rain', 'Ulan ng pulang sobre', '红包雨'),
        start: '2025-03-01',
        end: '2030-12-31',
        images: 2,
        link: '/m/redRain',
        content: tr(
          p(`${r.perDay} rains a day. In each, open up to ${r.envelopes} envelopes of ${range}, at most ${cap} a rain.`),
          p(`${r.perDay} ulan bawat araw. Sa bawat ulan, magbukas ng hanggang ${r.envelopes} sobre na tig-${range}, hanggang ${cap} bawat ulan.`),
          p(`每天 ${r.perDay} 场红包雨。每场最多可开 ${r.envelopes} 个红包，每个 ${range}，每场合计最多 ${cap}。`),
        ),
      };
    }),
    {
      type: 'PR',
      title: tr('New Year promo (ended)', 'Promo sa Bagong Taon (tapos na)', '新年活动（已结束）'),
      start: '2024-12-20',
      end: '2025-01-05',
      categories: [1],
      images: 2,
      content: tr(p('This promotion has ended.'), p('Tapos na ang promong ito.'), p('此活动已结束。')),
    },
  ];
}

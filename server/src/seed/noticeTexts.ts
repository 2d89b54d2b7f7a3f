/**
 * The seeded notices (PL), popups (PU), hot items (H) and agent notices (A), in EN, TY and CN. A notice that names
 * money words it from the offer's rows (AnnouncedOffers); the others promise nothing the platform does not do.
 */
import { type AnnouncedOffers, type AnnouncementSeed, money, p, tr } from './contentData.ts';

function checkinPopup(c: string, rewards: number[]): AnnouncementSeed['content'] {
  if (rewards.length === 0) {
    return tr(p('Check in every day on the activity page.'), p('Mag-check in araw-araw sa pahina ng mga aktibidad.'), p('每天在活动页面签到。'));
  }
  const first = money(c, rewards[0]);
  const last = money(c, rewards[rewards.length - 1]);
  const n = rewards.length;
  return tr(
    p(`Check in every day: day 1 pays ${first} and day ${n} in a row pays ${last}, straight to your balance.`),
    p(`Mag-check in araw-araw: ${first} sa unang araw at ${last} sa ika-${n} sunod-sunod na araw, diretso sa iyong balanse.`),
    p(`每天签到：第 1 天奖励 ${first}，连续第 ${n} 天奖励 ${last}，直接存入余额。`),
  );
}

function appPopup(brand: string, c: string, bonus: number | null): AnnouncementSeed['content'] {
  if (bonus === null) {
    return tr(
      p(`Get the ${brand} app: your games one tap from your home screen.`),
      p(`I-download ang ${brand} app: isang pindot lang mula sa home screen ang iyong mga laro.`),
      p(`下载 ${brand} App：在主屏幕一点即可开始游戏。`),
    );
  }
  return tr(
    p(`Get the ${brand} app and a bonus of ${money(c, bonus)}.`),
    p(`I-download ang ${brand} app at makakuha ng bonus na ${money(c, bonus)}.`),
    p(`下载 ${brand} App，即得 ${money(c, bonus)} 奖金。`),
  );
}

export function noticeSeeds(brand: string, c: string, offers: AnnouncedOffers): AnnouncementSeed[] {
  const fd = offers.firstDeposit;
  return [
    {
      type: 'PL',
      title: tr(`Welcome to ${brand}`, `Maligayang pagdating sa ${brand}`, `欢迎来到 ${brand}`),
      start: '2025-01-01',
      noExpiry: true,
      content: tr(
        p(
          `Welcome to <b>${brand}</b>! Enjoy thousands of slots, live tables and sports.`,
          ...(fd.code ? [`New members get a ${fd.bonusPercent}% first deposit bonus.`] : []),
        ),
        p(
          `Maligayang pagdating sa <b>${brand}</b>! Libu-libong slots, live na mesa at palakasan ang naghihintay sa iyo.`,
          ...(fd.code ? [`May ${fd.bonusPercent}% bonus ang mga bagong miyembro sa unang deposito.`] : []),
        ),
        p(`欢迎来到 <b>${brand}</b>！数千款老虎机、真人桌台和体育赛事等你来玩。`, ...(fd.code ? [`新会员首次存款可获 ${fd.bonusPercent}% 奖金。`] : [])),
      ),
    },
    {
      type: 'PL',
      title: tr('Scheduled maintenance', 'Nakatakdang maintenance', '定期维护'),
      start: '2025-01-01',
      end: '2030-12-31',
      content: tr(
        p('Some game vendors will be under maintenance every Tuesday from 02:00 to 04:00 (GMT+8).', 'Your balance is safe during maintenance.'),
        p('Ang ilang game provider ay may maintenance tuwing Martes mula 02:00 hanggang 04:00 (GMT+8).', 'Ligtas ang iyong balanse habang may maintenance.'),
        p('部分游戏厂商每周二 02:00 至 04:00（GMT+8）进行维护。', '维护期间您的余额安全无虞。'),
      ),
    },
    {
      type: 'PL',
      title: tr('New deposit channels', 'Mga bagong paraan ng pagdeposito', '新增存款渠道'),
      start: '2025-02-01',
      end: '2030-12-31',
      content: tr(
        p('GCash, Maya and bank transfer are now available.', '<a href="/m/voucherCenter">Deposit now</a>'),
        p('Maaari na ang GCash, Maya at bank transfer.', '<a href="/m/voucherCenter">Mag-deposito na</a>'),
        p('现已支持 GCash、Maya 和银行转账。', '<a href="/m/voucherCenter">立即存款</a>'),
      ),
    },
    {
      type: 'PL',
      title: tr('Beware of scams', 'Mag-ingat sa mga manloloko', '谨防诈骗'),
      start: '2025-01-15',
      noExpiry: true,
      content: tr(
        p(`Our staff will never ask for your password or SMS code. Contact customer service only through the ${brand} app.`),
        p(`Hindi kailanman hihingin ng aming staff ang iyong password o SMS code. Makipag-ugnayan sa customer service sa ${brand} app lamang.`),
        p(`我们的工作人员绝不会索要您的密码或短信验证码。请只通过 ${brand} App 联系客服。`),
      ),
    },
    {
      type: 'PL',
      title: tr('Old notice (expired)', 'Lumang paunawa (tapos na)', '旧公告（已过期）'),
      start: '2024-01-01',
      end: '2024-12-31',
      content: tr(p('This notice has ended and is no longer shown.'), p('Tapos na ang paunawang ito at hindi na ipinapakita.'), p('此公告已结束，不再显示。')),
    },
    {
      type: 'PU',
      title: tr('Daily check-in rewards', 'Gantimpala sa araw-araw na check-in', '每日签到奖励'),
      start: '2025-01-01',
      end: '2030-12-31',
      images: 1,
      content: checkinPopup(c, offers.checkinRewards),
    },
    {
      type: 'PU',
      title: tr('Download our app', 'I-download ang aming app', '下载我们的 App'),
      start: '2025-01-01',
      noExpiry: true,
      images: 1,
      content: appPopup(brand, c, offers.appBonus),
    },
    {
      type: 'H',
      title: tr('Hot: JILI slots', 'Patok: JILI slots', '热门：JILI 老虎机'),
      start: '2025-01-01',
      noExpiry: true,
      images: 1,
      link: '/m/jili',
      content: tr(
        p('The most played JILI slots, all in one place.'),
        p('Ang pinakapatok na JILI slots, nasa iisang lugar.'),
        p('最受欢迎的 JILI 老虎机，尽在一处。'),
      ),
    },
    {
      type: 'H',
      title: tr('Hot: Speed Baccarat', 'Patok: Speed Baccarat', '热门：极速百家乐'),
      start: '2025-01-01',
      end: '2030-12-31',
      images: 1,
      link: '/m/baccarat',
      content: tr(p('Speed baccarat tables, open 24/7.'), p('Mga mesa ng speed baccarat, bukas 24/7.'), p('极速百家乐桌台，全天候开放。')),
    },
    {
      type: 'H',
      title: tr('Hot: Fishing games', 'Patok: Mga larong pangingisda', '热门：捕鱼游戏'),
      start: '2025-03-01',
      end: '2030-12-31',
      images: 1,
      link: '/m/fishing-games',
      content: tr(
        p('Aim, shoot and win in every fishing game.'),
        p('Tumutok, bumaril at manalo sa bawat larong pangingisda.'),
        p('瞄准、射击、赢奖，尽在捕鱼游戏。'),
      ),
    },
    // Only where agents are paid dividends: elsewhere no dividend contract is offered.
    ...(offers.agentDividends
      ? ([
          {
            type: 'A',
            groupName: 'm_home',
            title: tr('Dividend contracts', 'Mga kontrata ng dibidendo', '分红契约'),
            start: '2025-01-01',
            noExpiry: true,
            content: tr(
              p('Your dividend tiers are the ones in your contract: open Contracts in the agent centre to read or answer it.'),
              p('Ang antas ng iyong dibidendo ay ayon sa iyong kontrata: buksan ang Mga Kontrata sa agent centre para basahin o sagutin ito.'),
              p('您的分红档位以契约为准：请在代理中心打开契约查看或回复。'),
            ),
          },
        ] satisfies AnnouncementSeed[])
      : []),
    {
      type: 'A',
      groupName: 'm_home',
      title: tr('Daily salary contracts', 'Mga kontrata ng arawang sahod', '日工资契约'),
      start: '2025-01-01',
      end: '2030-12-31',
      content: tr(
        p('A daily salary contract states how many active members it needs and what it pays. Check your pending contracts.'),
        p('Nakasaad sa kontrata ng arawang sahod kung ilang aktibong miyembro ang kailangan at magkano ang bayad. Tingnan ang iyong mga nakabinbing kontrata.'),
        p('日工资契约写明所需活跃会员数和工资标准。请查看您待处理的契约。'),
      ),
    },
    {
      type: 'A',
      groupName: 'm_home',
      title: tr('Team report improvements', 'Mas maayos na ulat ng team', '团队报表升级'),
      start: '2025-02-01',
      end: '2030-12-31',
      content: tr(
        p('Team KPI now shows registrations, logins, betting members and online members per day.'),
        p('Ipinapakita na ng Team KPI ang mga nagparehistro, nag-login, tumaya at online na miyembro bawat araw.'),
        p('团队 KPI 现按天显示注册、登录、投注会员和在线会员人数。'),
      ),
    },
  ];
}

/** Help centre entries in English, Tagalog (TY) and Chinese (CN). Titles double as the menu; `terms` is linked as /m/help#terms. */
import { type Lang, p } from './contentData.ts';

export function helpSeeds(brand: string): Record<Lang, { title: string; content: string }[]> {
  return {
    EN: [
      {
        title: 'About Us',
        content: p(
          `${brand} is a licensed online gaming platform offering slots, live casino, fishing, sports, e-sports and lottery.`,
          'Play responsibly: you must be of legal age.',
        ),
      },
      {
        title: 'Terms & Conditions',
        content: `<h3 id="terms">Terms &amp; Conditions</h3>${p('1. One account per person, household and device.', '2. Bonuses carry the turnover stated in each promotion.', '3. We may ask for identity documents before a withdrawal.')}`,
      },
      { title: 'Privacy Policy', content: p('We keep your personal data only to run your account and meet legal duties. We never sell it.') },
      {
        title: 'Responsible Gaming',
        content: p('Set deposit limits, take breaks and never chase losses.', 'Self-exclusion is available from customer service at any time.'),
      },
      {
        title: 'How to Deposit',
        content: `<ol><li>Tap <b>Deposit</b>.</li><li>Choose a channel and an amount.</li><li>Confirm the payment; your balance updates once the channel confirms it.</li></ol>`,
      },
      {
        title: 'How to Withdraw',
        content: `<ol><li>Set a withdrawal password in the Security Center.</li><li>Add a bank card or e-wallet.</li><li>Tap <b>Withdraw</b> and enter the amount.</li></ol>`,
      },
      {
        title: 'FAQ',
        content: `<h4>I forgot my password</h4>${p('Use "Forgot password" on the login screen to reset it by SMS or e-mail.')}<h4>Why was a captcha shown?</h4>${p('After three failed logins we ask for a captcha to protect your account.')}`,
      },
    ],
    TY: [
      {
        title: 'Tungkol sa Amin',
        content: p(
          `Ang ${brand} ay isang lisensiyadong online gaming platform na may slots, live casino, pangingisda, sports, e-sports at lottery.`,
          'Maglaro nang responsable: dapat nasa legal na edad ka.',
        ),
      },
      {
        title: 'Mga Tuntunin at Kundisyon',
        content: `<h3 id="terms">Mga Tuntunin at Kundisyon</h3>${p('1. Isang account bawat tao, tahanan at device.', '2. Ang mga bonus ay may turnover na nakasaad sa bawat promo.', '3. Maaari kaming humingi ng ID bago ang withdrawal.')}`,
      },
      {
        title: 'Patakaran sa Privacy',
        content: p('Ginagamit lamang namin ang iyong personal na datos para sa iyong account at sa mga legal na tungkulin. Hindi namin ito ibinebenta.'),
      },
      {
        title: 'Responsableng Paglalaro',
        content: p('Magtakda ng limitasyon sa deposito, magpahinga, at huwag habulin ang talo.', 'Maaaring mag-self-exclude anumang oras sa customer service.'),
      },
      {
        title: 'Paano Mag-deposito',
        content: `<ol><li>Pindutin ang <b>Mag-deposito</b>.</li><li>Pumili ng channel at halaga.</li><li>Kumpirmahin ang bayad; madadagdag ang balanse kapag nakumpirma na ito ng channel.</li></ol>`,
      },
      {
        title: 'Paano Mag-withdraw',
        content: `<ol><li>Magtakda ng withdrawal password sa Sentro ng Seguridad.</li><li>Magdagdag ng bank card o e-wallet.</li><li>Pindutin ang <b>Mag-withdraw</b> at ilagay ang halaga.</li></ol>`,
      },
      {
        title: 'Mga Madalas Itanong',
        content: `<h4>Nakalimutan ko ang password</h4>${p('Pindutin ang "Nakalimutan ang password?" sa pag-login para i-reset ito sa SMS o e-mail.')}<h4>Bakit may captcha?</h4>${p('Pagkatapos ng tatlong maling login, humihingi kami ng captcha para protektahan ang iyong account.')}`,
      },
    ],
    CN: [
      {
        title: '关于我们',
        content: p(`${brand} 是持牌在线游戏平台，提供老虎机、真人娱乐场、捕鱼、体育、电竞和彩票。`, '请理性娱乐：您必须已达法定年龄。'),
      },
      {
        title: '条款与条件',
        content: `<h3 id="terms">条款与条件</h3>${p('1. 每人、每户、每台设备仅限一个账户。', '2. 奖金须完成各活动注明的流水。', '3. 取款前我们可能要求提供身份证明文件。')}`,
      },
      { title: '隐私政策', content: p('我们仅为运营您的账户和履行法定义务而保存您的个人资料，绝不出售。') },
      {
        title: '理性娱乐',
        content: p('设定存款限额，适时休息，切勿追回损失。', '您可随时通过客服申请自我禁入。'),
      },
      {
        title: '如何存款',
        content: `<ol><li>点击<b>存款</b>。</li><li>选择渠道和金额。</li><li>确认付款；渠道确认后余额即更新。</li></ol>`,
      },
      {
        title: '如何取款',
        content: `<ol><li>在安全中心设置取款密码。</li><li>添加银行卡或电子钱包。</li><li>点击<b>取款</b>并输入金额。</li></ol>`,
      },
      {
        title: '常见问题',
        content: `<h4>我忘记了密码</h4>${p('在登录页面点击"忘记密码？"，通过短信或电子邮件重置。')}<h4>为什么要输入验证码？</h4>${p('连续三次登录失败后，我们会要求输入验证码以保护您的账户。')}`,
      },
    ],
  };
}

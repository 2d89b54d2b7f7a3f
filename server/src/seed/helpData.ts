/** Help centre entries in English and Tagalog (TY). Titles double as the menu; `terms` is linked as /m/help#terms. */
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export function helpSeeds(brand: string): Record<'EN' | 'TY', { title: string; content: string }[]> {
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
        content: `<ol><li>Tap <b>Deposit</b>.</li><li>Choose a channel and an amount.</li><li>Confirm the payment; your balance updates within a minute.</li></ol>`,
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
        content: `<ol><li>Pindutin ang <b>Deposito</b>.</li><li>Pumili ng channel at halaga.</li><li>Kumpirmahin ang bayad; madadagdag ang balanse sa loob ng isang minuto.</li></ol>`,
      },
      {
        title: 'Paano Mag-withdraw',
        content: `<ol><li>Magtakda ng withdrawal password sa Security Center.</li><li>Magdagdag ng bank card o e-wallet.</li><li>Pindutin ang <b>Withdraw</b> at ilagay ang halaga.</li></ol>`,
      },
      {
        title: 'Mga Madalas Itanong',
        content: `<h4>Nakalimutan ko ang password</h4>${p('Gamitin ang "Forgot password" sa login para i-reset ito sa SMS o e-mail.')}<h4>Bakit may captcha?</h4>${p('Pagkatapos ng tatlong maling login, humihingi kami ng captcha para protektahan ang iyong account.')}`,
      },
    ],
  };
}

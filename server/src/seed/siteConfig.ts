/** Seed data of the two brands (docs/contracts.md): merchant rows, whitelabel trees, register rules. */

export interface MerchantSeed {
  id: number;
  code: string;
  brandId: string;
  name: string;
  defaultLanguage: string;
  languages: string[];
  encryptionScheme: 'oaep-gcm' | 'legacy-des';
  mainDomain: string;
  /** IANA name: the merchant's days (check-in, missions, limits, reports) begin at midnight there. */
  timeZone: string;
  hosts: string[];
  /** Whitelabel modules switched on; every other known module is present and off. */
  flagsOn: string[];
  settings: Record<string, unknown>;
}

/** Whitelabel tree: group module -> child modules (the platform's `modId` names). */
export const WHITELABEL_GROUPS: Record<string, string[]> = {
  LOGIN3: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3'],
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'],
  // RESPGAME3: members may change their responsible-gaming settings (limits set earlier are enforced either way).
  SECURITY3: ['CHNGPASSVERIF3', 'RESPGAME3'],
  SERVICE3: ['CBS3', 'INBOX3'],
  PROMO3: ['REWCEN3', 'MISSIONLB3', 'MANPLAYREB3', 'INVITE3'],
  AGENT3: ['RTSALARY3', 'DAILYSALCONT3', 'HOURSAL3', 'SIGNCONDIV3'],
};

const COUNTRY_CODES = ['63', '86', '84', '66', '62', '60', '91', '1'];

export const MERCHANTS: MerchantSeed[] = [
  {
    id: 1,
    code: 'LUCKY88',
    brandId: 'lucky',
    name: 'Lucky88',
    defaultLanguage: 'EN',
    languages: ['EN', 'TY', 'CN'],
    encryptionScheme: 'oaep-gcm',
    mainDomain: 'lucky.localhost',
    timeZone: 'UTC',
    hosts: ['lucky.localhost', 'localhost', '127.0.0.1'],
    flagsOn: [
      'LOGIN3',
      'REG3',
      'SECURITY3',
      'SERVICE3',
      'PROMO3',
      'AGENT3',
      'MOBILEVERCODELOGIN3',
      'FREEPLAY3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'CHNGPASSVERIF3',
      'RESPGAME3',
      'CBS3',
      'INBOX3',
      'REWCEN3',
      'MISSIONLB3',
      'MANPLAYREB3',
      'INVITE3',
      'RTSALARY3',
      'DAILYSALCONT3',
      'HOURSAL3',
      'SIGNCONDIV3',
    ],
    settings: {
      mobileTemplate: {
        mem_cen: '1',
        dep_func: '1',
        app_background: '#101820',
        app_desc: 'Play anywhere with the Lucky88 app',
        app_desc_font_color: '#ffd166',
      },
      paths: { terms: '/m/help#terms', privacy: '/m/help#privacy', responsibleGaming: '/m/help#responsible', affiliate: '/m/agentRegister' },
      register: { defaultCountryDialingCode: '63', countryDialingCodes: COUNTRY_CODES, minAge: 18, disclaimer: true },
      // Agents are paid dividends: settlements, the dividend contract and its notice are seeded.
      agentDividends: true,
      domainRoute: { 'lucky.localhost': 'LUCKY88', localhost: 'LUCKY88', '127.0.0.1': 'LUCKY88' },
      // The deposit channels it offers, in its order (payments/merchantChannels.ts): its footer's payment badges name these.
      paymentChannels: ['DEMOPAY', 'DEMOBANK', 'MANUAL', 'GCASH', 'MAYA', 'ALIPAY', 'QQPAY', 'WECHATPAY'],
      // Promotion kinds the merchant runs: REFERRAL opens invite friends, APP_DOWNLOAD the download-bar bonus,
      // whose amount (in the merchant's currency) is promotionBonus.APP_DOWNLOAD.
      promotions: { REFERRAL: true, APP_DOWNLOAD: true },
      promotionBonus: { APP_DOWNLOAD: 18 },
      // Turnover per kind of credit (ledger/wageringTerms.ts; a deposit bonus carries its promotion's) and the days
      // to bet it. The rebate promises "no turnover requirement": 0.
      wagering: { multipliers: { MISSION: 1, PROMOCODE: 3, CHECKIN: 1, MANREBATE: 0, REDRAIN: 1 }, expiryDays: 30 },
      // The REFERRAL reward and what an invited friend must deposit and bet first (ledger/referralTerms.ts).
      referral: { reward: 180, minDeposit: 200, turnover: 1000 },
    },
  },
  {
    id: 2,
    code: 'ROYALPH',
    brandId: 'royal',
    name: 'Royal PH',
    defaultLanguage: 'TY',
    languages: ['TY', 'EN'],
    encryptionScheme: 'legacy-des',
    mainDomain: 'royal.localhost',
    // A Philippine brand: its day changes at midnight in Manila.
    timeZone: 'Asia/Manila',
    hosts: ['royal.localhost'],
    flagsOn: [
      'LOGIN3',
      'REG3',
      'SECURITY3',
      'SERVICE3',
      'AGENT3',
      'FREEPLAY3',
      'GOOGLELOGIN3',
      'USERNAMEREG3',
      'INBOX3',
      'DAILYSALCONT3',
      // No SIGNCONDIV3: royal pays agents no dividends (agentDividends below), so no dividend contract to sign.
      'RESPGAME3',
    ],
    settings: {
      mobileTemplate: { mem_cen: '0', dep_func: '0', app_background: '#2b0a3d', app_desc: 'Royal PH — laro kahit saan', app_desc_font_color: '#f5d67b' },
      paths: { terms: '/m/help#terms', privacy: '/m/help#privacy', responsibleGaming: '/m/help#responsible', affiliate: '/m/agentRegister' },
      register: { defaultCountryDialingCode: '63', countryDialingCodes: ['63'], minAge: 21, disclaimer: true },
      // No agent dividends: no settlements, no dividend contract offered, no notice of one.
      agentDividends: false,
      domainRoute: { 'royal.localhost': 'ROYALPH' },
      // A Philippine brand: the Philippines' wallets and banks, not China's.
      paymentChannels: ['DEMOPAY', 'DEMOBANK', 'MANUAL', 'GCASH', 'MAYA'],
      promotions: { REFERRAL: true, APP_DOWNLOAD: false },
      wagering: { multipliers: { MISSION: 1, PROMOCODE: 3, CHECKIN: 1, MANREBATE: 0, REDRAIN: 1 }, expiryDays: 30 },
      referral: { reward: 180, minDeposit: 200, turnover: 1000 },
    },
  },
];

/** A rule of the shared rule set: `[pattern, min, max, patternId]`; `*` means any text. */
type Rule = [string, number, number, string];

export const RULES: Record<string, Rule> = {
  loginUsername: ['^[A-Za-z0-9_]+$', 4, 20, 'account'],
  loginPassword: ['*', 6, 20, 'password'],
  loginMobileNum: ['^[0-9]+$', 7, 15, 'mobile'],
  verificationCode: ['^[0-9]+$', 4, 10, 'code'],
  password: ['^[\\x21-\\x7E]*(?:[A-Za-z][\\x21-\\x7E]*[0-9]|[0-9][\\x21-\\x7E]*[A-Za-z])[\\x21-\\x7E]*$', 6, 20, 'password'],
  username: ['^[A-Za-z][A-Za-z0-9]+$', 6, 16, 'account'],
  mobileNum: ['^[0-9]+$', 7, 15, 'mobile'],
  paymentPassword: ['^[0-9]+$', 6, 6, 'digits'],
  idNumber: ['^[A-Za-z0-9-]+$', 6, 20, 'id'],
  qqNum: ['^[1-9][0-9]+$', 5, 12, 'digits'],
  facebook: ['^[^<>"&]+$', 3, 50, 'social'],
  wechat: ['^[A-Za-z][-_A-Za-z0-9]+$', 6, 20, 'social'],
  line: ['^[A-Za-z0-9._-]+$', 4, 20, 'social'],
  whatsapp: ['^\\+?[0-9]+$', 7, 15, 'mobile'],
  zalo: ['^[0-9]+$', 7, 15, 'mobile'],
  email: ['^\\w(?:\\w|[.-]\\w)*@\\w(?:\\w|[.-]\\w)*\\.\\w{2,3}$', 5, 50, 'email'],
  nickname: ['^[^<>"&]+$', 2, 20, 'name'],
  payeeName: ['^[^0-9<>"&]+$', 2, 50, 'name'],
  recommenderId: ['^[A-Za-z0-9]+$', 4, 16, 'account'],
  birthday: ['^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10, 10, 'date'],
  affiliateCode: ['^[A-Za-z0-9]+$', 4, 16, 'account'],
  // Not a payload rule but the register captcha switch (schemas/api/registerSettings.response.schema.json):
  // enabled, the register form shows the captcha from the start and registration needs a right answer.
  captcha: ['^[0-9]+$', 1, 6, 'code'],
};

/**
 * Per brand: registration fields shown (`enabled`) and which of them are required. Login rules are always on.
 * ROYALPH asks for the register captcha from the start; LUCKY88 only after three registrations from one address.
 */
export const REGISTER_FIELDS: Record<string, { enabled: string[]; required: string[] }> = {
  LUCKY88: {
    enabled: ['username', 'password', 'mobileNum', 'verificationCode', 'email', 'nickname', 'birthday', 'affiliateCode'],
    required: ['username', 'password', 'mobileNum', 'verificationCode'],
  },
  ROYALPH: {
    enabled: ['username', 'password', 'email', 'payeeName', 'birthday', 'whatsapp', 'affiliateCode', 'mobileNum', 'captcha'],
    required: ['username', 'password', 'email', 'payeeName', 'birthday', 'captcha'],
  },
};

export const LOGIN_RULES = ['loginUsername', 'loginPassword', 'loginMobileNum'];

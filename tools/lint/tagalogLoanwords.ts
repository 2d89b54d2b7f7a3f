/**
 * The English words Tagalog speakers use as they are, so a Tagalog text may read the same as the English one:
 * game and brand names, app and payment names, and the account words Filipino apps (GCash, Maya, banks) keep in
 * English. Any other Tagalog text equal to its English is a string nobody translated, which the locale test
 * (tests/tools/tagalogLocale.test.ts) and the seed test (tests/server/content/languages.test.ts) refuse.
 * Add a word only when Tagalog speakers really say it so; translate everything else.
 */
const LOANWORDS: readonly string[] = [
  // Games, kinds of game and vendors.
  'Baccarat',
  'Roulette',
  'Slots',
  'Jackpot',
  'Arcade',
  // A kind of slot, by its maker's name.
  'Megaways',
  'JILI',
  'JILI SLOTS',
  'Live Casino',
  'LIVE CASINO',
  // Numero: the lottery kind's own name, and the Tagalog word for "number" too.
  'Numero',
  // Apps and channels (names).
  'Facebook',
  'WeChat',
  'LINE',
  'WhatsApp',
  'Zalo',
  'QQ',
  'GCash',
  'Maya',
  // China's wallets, by their own names.
  'Alipay',
  'WeChat Pay',
  'QQ Wallet',
  'Telegram',
  // Account words kept in English in Filipino apps.
  'Username',
  'Password',
  'Captcha',
  'Email',
  'E-mail',
  'OTP',
  'Account',
  'Account (A-Z)',
  'Inbox',
  'Menu',
  'Online',
  'Offline',
  'Status',
  'Code',
  'QR code',
  'Link {{code}}',
  'Provider',
  // Promotion words kept in English.
  'Bonus',
  'Rebate',
  'Promo code',
  'VIP',
  'VIP CLUB',
];

const ALLOWED = new Set(LOANWORDS);

/** Text a reader reads: without `{{placeholders}}` and `$t(nestings)` (names, not words). */
const readable = (text: string): string => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '');

/** Whether a Tagalog text may equal its English: a listed loanword, or no letters to translate at all. */
export const isTagalogLoanword = (text: string): boolean => ALLOWED.has(text) || !/\p{L}/u.test(readable(text));

/**
 * Keys whose Tagalog text is the English one and is not a loanword. Language names (`lang_*`) are exempt: a language
 * picker names each language in itself (English, 中文, Tagalog).
 */
export function untranslatedTagalog(en: Record<string, string>, ty: Record<string, string>): string[] {
  return Object.keys(ty).filter((key) => !key.startsWith('$') && !key.startsWith('lang_') && ty[key] === en[key] && !isTagalogLoanword(ty[key]));
}

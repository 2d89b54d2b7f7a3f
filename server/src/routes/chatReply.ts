/**
 * The demo support agent's answers: a few keyword rules (English, Tagalog and Chinese words), so the chat feels
 * alive without an outside service. Each answer is written in every language the platform's texts are; the chat
 * page shows it in the page's language (a chat_messages row's `texts`, the plain `body` keeps the English).
 */
import type { Texts } from '../http/localized.ts';

type Answer = { EN: string; TY: string; CN: string };

const HELLO: Answer = {
  EN: 'Hello! How can I help you today?',
  TY: 'Kumusta! Paano kita matutulungan ngayon?',
  CN: '您好！今天有什么可以帮您？',
};

const RULES: [RegExp, Answer][] = [
  [
    /deposit|top ?up|load|magdeposito|mag-load|存款|充值|入款/i,
    {
      EN: 'To deposit, tap Deposit at the bottom of the screen and choose a channel. Funds arrive in a minute.',
      TY: 'Para magdeposito, i-tap ang Deposito sa ibaba ng screen at pumili ng channel. Darating ang pondo sa loob ng isang minuto.',
      CN: '存款请点击屏幕底部的“存款”，然后选择一个渠道。资金约一分钟内到账。',
    },
  ],
  [
    /withdraw|cash ?out|mag-withdraw|pag-withdraw|提款|取款|提现/i,
    {
      EN: 'Withdrawals need a withdrawal password (Security Center) and a bank card. Most are done within 15 minutes.',
      TY: 'Kailangan ng withdrawal password (Security Center) at bank card para mag-withdraw. Karamihan ay tapos sa loob ng 15 minuto.',
      CN: '提款需要设置提款密码（安全中心）并绑定银行卡。大多数提款会在15分钟内完成。',
    },
  ],
  [
    /password|login|log in|mag-login|密码|登录|登入/i,
    {
      EN: 'You can reset your password from the login screen with "Forgot password" (SMS or e-mail).',
      TY: 'Maaari mong i-reset ang iyong password sa login screen gamit ang "Nakalimutan ang password" (SMS o e-mail).',
      CN: '您可以在登录页面点击“忘记密码”，通过短信或电子邮件重置密码。',
    },
  ],
  [
    /bonus|promo|promotion|优惠|奖金|红利|活动/i,
    {
      EN: 'Our current promotions are on the Promotion page. The first deposit bonus is 100%!',
      TY: 'Nasa Promotion page ang aming mga kasalukuyang promosyon. 100% ang bonus sa unang deposito!',
      CN: '当前的优惠活动都在“优惠”页面。首存奖金高达100%！',
    },
  ],
  [/\b(hi|hello|good (morning|afternoon|evening)|kumusta|magandang (umaga|hapon|gabi))\b|你好|您好/i, HELLO],
];

const THANKS: Answer = {
  EN: 'Thank you for your message. An agent will look into it and reply here shortly.',
  TY: 'Salamat sa iyong mensahe. Titingnan ito ng isang agent at sasagot dito sa lalong madaling panahon.',
  CN: '感谢您的留言。客服专员会尽快查看并在此回复您。',
};

/** The agent's answer to a member's message: the English text (the row's body) and its texts in every language. */
export function agentReply(text: string): { body: string; texts: Texts } {
  const answer = RULES.find(([re]) => re.test(text))?.[1] ?? THANKS;
  return { body: answer.EN, texts: { EN: { body: answer.EN }, TY: { body: answer.TY }, CN: { body: answer.CN } } };
}

/** What the page shows before any message: the agent's greeting. */
export const GREETING_TEXTS: Texts = { EN: { body: HELLO.EN }, TY: { body: HELLO.TY }, CN: { body: HELLO.CN } };

import type { Queryable } from '../db/index.ts';
import type { SeedStep } from './step.ts';

type Texts = { EN: string; TY: string; CN: string };

const DAY = 86_400_000;

/** Lobby news every merchant starts with: what changed in the lobby, in EN, TY and CN. */
const NEWS: { title: Texts; text: Texts; ageDays: number }[] = [
  {
    title: { EN: 'New fishing games', TY: 'Mga bagong larong pangingisda', CN: '新捕鱼游戏上线' },
    text: {
      EN: 'Three new fishing games are in the lobby this week. Find them under Fishing.',
      TY: 'May tatlong bagong larong pangingisda sa lobby ngayong linggo. Hanapin sa Pangingisda.',
      CN: '本周大厅新增三款捕鱼游戏，请在“捕鱼”分类中查看。',
    },
    ageDays: 1,
  },
  {
    title: { EN: 'Faster withdrawals', TY: 'Mas mabilis na withdrawal', CN: '提款更快了' },
    text: {
      EN: 'Withdrawals to e-wallets are now paid within 15 minutes on most days.',
      TY: 'Ang withdrawal sa e-wallet ay ibinabayad na sa loob ng 15 minuto sa karamihan ng araw.',
      CN: '提款至电子钱包现在大多数情况下 15 分钟内到账。',
    },
    ageDays: 3,
  },
  {
    title: { EN: 'Play responsibly', TY: 'Maglaro nang responsable', CN: '理性游戏' },
    text: {
      EN: 'Set deposit limits or take a break any time in the security centre.',
      TY: 'Maglagay ng limitasyon sa deposito o magpahinga anumang oras sa security centre.',
      CN: '您可随时在安全中心设置存款限额或暂停游戏。',
    },
    ageDays: 7,
  },
];

/** The chat queues every merchant starts with, and the hours (merchant time) agents answer them. */
const MODELS: { code: string; name: Texts; description: Texts; open: number; close: number }[] = [
  {
    code: 'PAYMENTS',
    name: { EN: 'Deposits and withdrawals', TY: 'Deposito at withdrawal', CN: '存款与提款' },
    description: {
      EN: 'A payment that has not arrived, a withdrawal on hold, bank cards.',
      TY: 'Bayad na hindi pa dumarating, withdrawal na nakabinbin, mga bank card.',
      CN: '未到账的付款、被暂缓的提款、银行卡问题。',
    },
    open: 0,
    close: 24,
  },
  {
    code: 'ACCOUNT',
    name: { EN: 'Account and security', TY: 'Account at seguridad', CN: '账户与安全' },
    description: {
      EN: 'Signing in, passwords, mobile number, e-mail, payee name.',
      TY: 'Pag-sign in, mga password, numero ng mobile, e-mail, pangalan ng tatanggap.',
      CN: '登录、密码、手机号码、电子邮箱、收款人姓名。',
    },
    open: 0,
    close: 24,
  },
  {
    code: 'GAMES',
    name: { EN: 'Games and promotions', TY: 'Mga laro at promosyon', CN: '游戏与优惠' },
    description: {
      EN: 'A game round, a bonus or a promotion you have a question about.',
      TY: 'Isang round ng laro, bonus o promosyon na may tanong ka.',
      CN: '关于游戏局、奖金或优惠活动的问题。',
    },
    open: 8,
    close: 24,
  },
];

/** Lobby news and chat queues for every merchant (ids: merchant id * 100 + n). */
export const lobbyNewsChatModelsStep: SeedStep = {
  name: 'content.lobbyNewsChatModels',
  async run(tx: Queryable, ctx) {
    const merchants = await tx.query<{ id: number }>('SELECT id FROM merchants ORDER BY id');
    for (const m of merchants) {
      for (const [i, n] of NEWS.entries()) {
        await tx.query(
          'INSERT INTO lobby_news (id, merchant_id, titles, texts, starts_at, ends_at, sort) VALUES ($1, $2, $3, $4, $5, NULL, $6) ON CONFLICT DO NOTHING',
          [m.id * 100 + i + 1, m.id, JSON.stringify(n.title), JSON.stringify(n.text), ctx.now - n.ageDays * DAY, i],
        );
      }
      for (const [i, c] of MODELS.entries()) {
        await tx.query(
          `INSERT INTO chat_models (id, merchant_id, code, names, descriptions, open_hour, close_hour, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
          [m.id * 100 + i + 1, m.id, c.code, JSON.stringify(c.name), JSON.stringify(c.description), c.open, c.close, i],
        );
      }
    }
  },
};

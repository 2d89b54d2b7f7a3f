/**
 * Inbox letters and the chat greeting a member starts with, in EN, TY and CN. A letter that names money words it
 * from the rows it describes (the first deposit promotion, the check-in rewards); no letter says a credit was made,
 * as none is posted with it.
 */
import type { Queryable } from '../db/index.ts';
import { fromCents } from '../ledger/money.ts';
import { type DepositOffer, type InLanguages, money, p, textsOf, tr } from './contentData.ts';

/** What the letters may promise: the once-per-member deposit promotion (or null) and the check-in rewards. */
export interface LetterOffers {
  firstDeposit: DepositOffer | null;
  checkinRewards: number[];
}

interface Letter {
  title: InLanguages;
  content: InLanguages;
}

function firstDepositLetter(c: string, o: DepositOffer): Letter {
  const max = money(c, o.maxBonus);
  const min = money(c, o.minDeposit);
  return {
    title: tr('Your first deposit bonus', 'Ang bonus sa iyong unang deposito', '您的首存奖金'),
    content: tr(
      p(`Deposit ${min} or more and get a <b>${o.bonusPercent}% bonus</b>, up to ${max}. See Promotions.`),
      p(`Mag-deposito ng ${min} o higit pa at makakuha ng <b>${o.bonusPercent}% bonus</b>, hanggang ${max}. Tingnan ang Mga Promo.`),
      p(`存款 ${min} 或以上，即得 <b>${o.bonusPercent}% 奖金</b>，最高 ${max}。详见优惠活动。`),
    ),
  };
}

function checkinLetter(c: string, rewards: number[]): Letter {
  const first = money(c, rewards[0]);
  const last = money(c, rewards[rewards.length - 1]);
  const n = rewards.length;
  return {
    title: tr('Check in every day', 'Mag-check in araw-araw', '每天签到'),
    content: tr(
      p(`Day 1 of a check-in streak pays ${first}, day ${n} pays ${last}.`),
      p(`${first} ang unang araw ng sunod-sunod na check-in, ${last} ang ika-${n} araw.`),
      p(`连续签到第 1 天奖励 ${first}，第 ${n} 天奖励 ${last}。`),
    ),
  };
}

const READY: Letter = {
  title: tr('Your account is ready', 'Handa na ang iyong account', '您的账户已开通'),
  content: tr(
    p('Welcome! Set a withdrawal password in the Security Center before your first withdrawal.'),
    p('Maligayang pagdating! Magtakda ng withdrawal password sa Sentro ng Seguridad bago ang iyong unang withdrawal.'),
    p('欢迎！首次取款前，请在安全中心设置取款密码。'),
  ),
};

const GREETING = tr(
  'Hi! I am your support agent. Ask me anything, any time.',
  'Kumusta! Ako ang iyong support agent. Magtanong ka anumang oras.',
  '您好！我是您的客服专员，有任何问题随时问我。',
);

async function insertLetter(tx: Queryable, memberId: number, l: Letter, at: number, read: boolean): Promise<void> {
  await tx.query('INSERT INTO inbox_messages (member_id, title, content, texts, created_at, read) VALUES ($1, $2, $3, $4, $5, $6)', [
    memberId,
    l.title.EN,
    l.content.EN,
    JSON.stringify(textsOf({ title: l.title, content: l.content })),
    at,
    read,
  ]);
}

async function insertGreeting(tx: Queryable, memberId: number, text: InLanguages, at: number): Promise<void> {
  await tx.query('INSERT INTO chat_messages (member_id, from_agent, body, texts, created_at) VALUES ($1, true, $2, $3, $4)', [
    memberId,
    text.EN,
    JSON.stringify(textsOf({ body: text })),
    at,
  ]);
}

/** The merchant's offers as its rows say now (for members made after the seed: register, the demo calls). */
export async function letterOffers(db: Queryable, merchantId: number): Promise<LetterOffers> {
  const [fd] = await db.query<{ code: string; bonus_percent: string; max_bonus_cents: number; min_deposit_cents: number; turnover: string }>(
    `SELECT code, bonus_percent::text AS bonus_percent, max_bonus_cents::float8 AS max_bonus_cents, min_deposit_cents::float8 AS min_deposit_cents,
            turnover_multiplier::text AS turnover
       FROM deposit_promotions WHERE merchant_id = $1 AND active AND frequency = 'once' ORDER BY sort, id LIMIT 1`,
    [merchantId],
  );
  const [checkin] = await db.query<{ rewards: string | null }>(
    "SELECT array_to_string(day_rewards_cents, ',') AS rewards FROM checkin_settings WHERE merchant_id = $1",
    [merchantId],
  );
  return {
    firstDeposit: fd
      ? {
          code: fd.code,
          bonusPercent: Number(fd.bonus_percent),
          maxBonus: fromCents(Number(fd.max_bonus_cents)),
          minDeposit: fromCents(Number(fd.min_deposit_cents)),
          turnover: Number(fd.turnover),
        }
      : null,
    checkinRewards: checkin?.rewards ? checkin.rewards.split(',').map((c) => fromCents(Number(c))) : [],
  };
}

/** A demo member's inbox: the read "account ready" letter and, unread, the offers' letters; and the chat greeting. */
export async function seedWelcomeMessages(tx: Queryable, memberId: number, now: number, offers: LetterOffers, c = '₱'): Promise<void> {
  const DAY = 86_400_000;
  const letters: [Letter, boolean][] = [[READY, true]];
  if (offers.firstDeposit) letters.push([firstDepositLetter(c, offers.firstDeposit), false]);
  if (offers.checkinRewards.length > 0) letters.push([checkinLetter(c, offers.checkinRewards), false]);
  let k = 0;
  for (const [letter, read] of letters) await insertLetter(tx, memberId, letter, now - (3 - k++) * DAY, read);
  await insertGreeting(tx, memberId, GREETING, now - DAY);
}

/** A new member's welcome letter (its bonus line from the first deposit promotion, if any) and chat greeting, unread. */
export async function welcomeLetter(db: Queryable, memberId: number, merchantId: number, brand: string, now: number, c = '₱'): Promise<void> {
  const { firstDeposit: fd } = await letterOffers(db, merchantId);
  const bonus = fd
    ? tr(
        ` Your first deposit earns a <b>${fd.bonusPercent}% bonus</b>, up to ${money(c, fd.maxBonus)}: see Promotions.`,
        ` May <b>${fd.bonusPercent}% bonus</b> ang iyong unang deposito, hanggang ${money(c, fd.maxBonus)}: tingnan ang Mga Promo.`,
        `首次存款可得 <b>${fd.bonusPercent}% 奖金</b>，最高 ${money(c, fd.maxBonus)}：详见优惠活动。`,
      )
    : tr('', '', '');
  const letter: Letter = {
    title: tr(`Welcome to ${brand}`, `Maligayang pagdating sa ${brand}`, `欢迎来到 ${brand}`),
    content: tr(
      p(`Thank you for joining <b>${brand}</b>.${bonus.EN}`),
      p(`Salamat sa pagsali sa <b>${brand}</b>.${bonus.TY}`),
      p(`感谢您加入 <b>${brand}</b>。${bonus.CN}`),
    ),
  };
  await insertLetter(db, memberId, letter, now, false);
  await insertGreeting(
    db,
    memberId,
    tr(
      `Hi! I am your ${brand} support agent. Ask me anything, any time.`,
      `Kumusta! Ako ang iyong support agent sa ${brand}. Magtanong ka anumang oras.`,
      `您好！我是 ${brand} 的客服专员，有任何问题随时问我。`,
    ),
    now,
  );
}

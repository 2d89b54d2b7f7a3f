/**
 * Word lists for realistic demo game names, with Chinese equivalents so language=CN answers look localised.
 * Names are English first (the platform shows vendor names untranslated in most languages).
 */
import type { Rng } from './prng.ts';

/** English word or phrase -> Chinese. Unknown words stay as they are. */
const CN: Readonly<Record<string, string>> = {
  Fortune: '财富',
  Golden: '黄金',
  Lucky: '幸运',
  Mighty: '威猛',
  Wild: '狂野',
  Mystic: '神秘',
  Royal: '皇家',
  Sweet: '甜蜜',
  Magic: '魔法',
  Crazy: '疯狂',
  Super: '超级',
  Great: '伟大',
  Hot: '火热',
  Diamond: '钻石',
  Jungle: '丛林',
  Ocean: '海洋',
  Dragon: '龙',
  Tiger: '虎',
  Phoenix: '凤凰',
  Panda: '熊猫',
  Buffalo: '水牛',
  Pharaoh: '法老',
  Treasure: '宝藏',
  Gems: '宝石',
  Fruits: '水果',
  Candy: '糖果',
  Empire: '帝国',
  Legend: '传奇',
  Kingdom: '王国',
  Riches: '财富',
  Queen: '女王',
  King: '国王',
  Temple: '神殿',
  Gold: '金',
  Koi: '锦鲤',
  Ninja: '忍者',
  Samurai: '武士',
  Wolf: '狼',
  Eagle: '鹰',
  Lion: '狮子',
  Horse: '马',
  Monkey: '猴子',
  Rooster: '公鸡',
  Zeus: '宙斯',
  Olympus: '奥林匹斯',
  Aztec: '阿兹特克',
  Viking: '维京',
  Pirate: '海盗',
  Mermaid: '美人鱼',
  Wealth: '财',
  Blessing: '福',
  Prosperity: '兴旺',
  Jackpot: '奖池',
  Stars: '星星',
  Moon: '月亮',
  Sun: '太阳',
  Thunder: '雷霆',
  Fire: '火',
  Ice: '冰',
  Cherry: '樱桃',
  Lotus: '莲花',
  Bamboo: '竹子',
  Coins: '金币',
  Gate: '之门',
  Bonanza: '富矿',
  Rush: '冲刺',
  Quest: '探险',
  Hunter: '猎人',
  Wheel: '转盘',
  Bells: '铃铛',
  Party: '派对',
  Nights: '之夜',
  Palace: '宫殿',
  Safari: '狩猎',
  Carnival: '嘉年华',
  Fishing: '捕鱼',
  Shark: '鲨鱼',
  Deep: '深',
  Sea: '海',
  Baccarat: '百家乐',
  Roulette: '轮盘',
  Blackjack: '二十一点',
  'Dragon Tiger': '龙虎',
  'Sic Bo': '骰宝',
  'Niu Niu': '牛牛',
  'Fan Tan': '番摊',
  Speed: '极速',
  Auto: '自动',
  Lightning: '闪电',
  Poker: '扑克',
  Mahjong: '麻将',
  Lottery: '彩票',
  Lotto: '乐透',
  Keno: '基诺',
  Deluxe: '豪华版',
  Classic: '经典',
  Megaways: '万种路',
  'Hold & Win': '集齐奖',
  Rising: '崛起',
  Xmas: '圣诞',
};

export function toChinese(name: string): string {
  const phrases = Object.keys(CN)
    .filter((k) => k.includes(' '))
    .sort((a, b) => b.length - a.length);
  let out = name;
  for (const p of phrases) out = out.split(p).join(CN[p]);
  const words = out.split(' ').map((w) => CN[w] ?? w);
  // Chinese words are written without spaces between them; Latin words keep theirs.
  return words.reduce((acc, w) => (acc && isCjk(acc.at(-1) ?? '') && isCjk(w[0]) ? acc + w : acc ? `${acc} ${w}` : w), '');
}

function isCjk(ch: string): boolean {
  return ch >= '\u4e00' && ch <= '\u9fff';
}

const SLOT_ADJ = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Mystic',
  'Royal',
  'Sweet',
  'Magic',
  'Crazy',
  'Super',
  'Great',
  'Hot',
  'Diamond',
  'Jungle',
  'Ocean',
  'Thunder',
  'Fire',
  'Ice',
  'Cherry',
  'Lotus',
  'Bamboo',
  'Moon',
  'Sun',
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Zeus',
  'Aztec',
  'Viking',
  'Pirate',
];
const SLOT_NOUN = [
  'Treasure',
  'Gems',
  'Fruits',
  'Candy',
  'Empire',
  'Legend',
  'Kingdom',
  'Riches',
  'Queen',
  'King',
  'Temple',
  'Gold',
  'Koi',
  'Ninja',
  'Samurai',
  'Wolf',
  'Eagle',
  'Lion',
  'Horse',
  'Monkey',
  'Rooster',
  'Olympus',
  'Mermaid',
  'Wealth',
  'Blessing',
  'Prosperity',
  'Jackpot',
  'Stars',
  'Coins',
  'Gate',
  'Bonanza',
  'Rush',
  'Quest',
  'Hunter',
  'Wheel',
  'Bells',
  'Party',
  'Nights',
  'Palace',
  'Safari',
  'Carnival',
  'Buffalo',
  'Pharaoh',
  'Phoenix',
  'Dragon',
  'Tiger',
];
const SLOT_SUFFIX = ['', '', '', ' Deluxe', ' 2', ' Hold & Win', ' Rising', ' Xmas', ' Classic'];

const FISH_NAMES = ['Fishing', 'Fish Hunter', 'Ocean King', 'Shark Hunt', 'Deep Sea', 'Mermaid Fishing', 'Fishing War'];

const LIVE_NAMES: Readonly<Record<string, string[]>> = {
  BAC: ['Baccarat', 'Speed Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat', 'Lightning Baccarat'],
  ROU: ['Roulette', 'Auto Roulette', 'Lightning Roulette', 'Speed Roulette', 'Immersive Roulette'],
  DT: ['Dragon Tiger', 'Speed Dragon Tiger'],
  SB: ['Sic Bo', 'Super Sic Bo'],
  BJ: ['Blackjack', 'Speed Blackjack', 'Blackjack VIP'],
  SHOW: ['Crazy Time', 'Monopoly Live', 'Dream Catcher', 'Mega Ball', 'Football Studio', 'Lightning Dice', 'Funky Time'],
  POKER: ["Casino Hold'em", 'Three Card Poker', "Ultimate Texas Hold'em", 'Caribbean Stud'],
  NIU: ['Niu Niu', 'Bull Bull'],
  FT: ['Fan Tan'],
};

const CARD_NAMES: Readonly<Record<string, string[]>> = {
  POKER: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Pusoy', 'Tongits'],
  MAHJONG: ['Mahjong 2P', 'Sichuan Mahjong', 'Mahjong Battle'],
  CARD: ['Dou Di Zhu', 'Run Fast', 'Golden Flower', 'Pai Gow', 'Blackjack Table'],
  NIU: ['Rob Banker Niu Niu', 'Bull Fight'],
  TEENPATTI: ['Teen Patti', 'Andar Bahar'],
  RUMMY: ['Rummy', 'Indian Rummy', 'Gin Rummy'],
};
const CARD_SUFFIX = ['', ' Classic', ' 6P', ' Quick', ' VIP', ' Pro', ' 3D', ' Blitz'];

const LOTTERY_NAMES: Readonly<Record<string, string[]>> = {
  LOTTO: ['Lotto 6/42', 'Mega Lotto 6/45', 'Super Lotto 6/49', 'Grand Lotto 6/55', 'Ultra Lotto 6/58'],
  PICK: ['Pick 3', 'Pick 4', 'Swertres', 'EZ2', '4D Lotto'],
  VN: ['Northern Vietnam Lottery', 'Southern Vietnam Lottery', 'Central Vietnam Lottery'],
  KENO: ['Keno', 'Happy 8', 'Lucky Ball'],
  FAST3: ['Fast 3', 'Speed Dice', 'Lucky Dice'],
  PK10: ['PK10 Racing', 'Speed Racing', 'Lucky Airship'],
};
const LOTTERY_SUFFIX = ['', ' 1 Min', ' 3 Min', ' 5 Min', ' Daily', ' Night', ' Express'];

const INHOUSE_NAMES: Readonly<Record<string, string[]>> = {
  CRASH: ['Sky Crash', 'Rocket', 'Jet Crash', 'Moon Rocket'],
  DICE: ['Dice', 'Hi-Lo', 'Limbo', 'Double Dice'],
  MINES: ['Mines', 'Gem Mines', 'Treasure Mines'],
  PLINKO: ['Plinko', 'Plinko Drop'],
  KENO: ['Keno', 'Quick Keno'],
  WHEEL: ['Wheel', 'Coin Flip', 'Tower'],
};

/** Draws a name for a game; `taken` keeps names unique within one vendor. */
export function drawName(rng: Rng, category: string, classify: string, vendorName: string, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const name = candidate(rng, category, classify, vendorName, attempt);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function candidate(rng: Rng, category: string, classify: string, vendorName: string, attempt: number): string {
  const numbered = (base: string): string => (attempt === 0 ? base : `${base} ${attempt + 1}`);
  switch (category) {
    case 'LIVE': {
      const base = rng.pick(LIVE_NAMES[classify] ?? LIVE_NAMES.BAC);
      return attempt < 3 ? `${base} ${String.fromCharCode(65 + rng.int(0, 11))}` : numbered(base);
    }
    case 'PVP':
      return numbered(rng.pick(CARD_NAMES[classify] ?? CARD_NAMES.CARD) + rng.pick(CARD_SUFFIX));
    case 'FISH':
      return numbered(`${rng.pick(SLOT_ADJ)} ${rng.pick(FISH_NAMES)}`);
    case 'LOTT':
    case 'ELOTT':
      return numbered(rng.pick(LOTTERY_NAMES[classify] ?? LOTTERY_NAMES.LOTTO) + rng.pick(LOTTERY_SUFFIX));
    case 'INHOUSE':
      return numbered(rng.pick(INHOUSE_NAMES[classify] ?? INHOUSE_NAMES.DICE));
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return attempt < 3 ? [vendorName, `${vendorName} Virtual`, `${vendorName} Live`][attempt] : numbered(vendorName);
    default: {
      const noun = rng.pick(SLOT_NOUN);
      let adj = rng.pick(SLOT_ADJ);
      if (adj === noun) adj = 'Golden';
      const suffix = classify === 'MEGAWAYS' ? ' Megaways' : rng.pick(SLOT_SUFFIX);
      return attempt < 20 ? `${adj} ${noun}${suffix}` : numbered(`${adj} ${noun}${suffix}`);
    }
  }
}

/**
 * Where a line of drawn text may break. Latin text breaks at spaces, words kept whole; Chinese and Japanese have
 * no spaces and break between any two characters, except that closing punctuation stays with the character before
 * it and opening punctuation with the one after it (a line never starts with "，" nor ends with "（").
 */

/** A piece of text no line breaks inside; `space` when white space stood before it (kept between it and the last). */
export interface BreakUnit {
  text: string;
  space: boolean;
}

/** Han, kana, CJK punctuation and full-width forms: each is a unit of its own. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** A unit: white space before it, then one CJK character or a run of anything but white space and CJK. */
const UNIT =
  /(\s*)([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+)/gu;
/** Never at the start of a line. */
const CLOSING = /^[，。、．！？：；）」』】〉》〕”’…%％·・ー]/u;
/** Never at the end of a line. */
const OPENING = /[（「『【〈《〔“‘]$/u;

/** Whether `text` has a character set without spaces between words (it then breaks between characters). */
export const hasCjk = (text: string): boolean => CJK.test(text);

/** The units of `text`, in order. */
export function breakUnits(text: string): BreakUnit[] {
  const units: BreakUnit[] = [];
  for (const m of text.matchAll(UNIT)) {
    const unit = { text: m[2], space: m[1] !== '' && units.length > 0 };
    const last = units[units.length - 1];
    // Glued to the unit before: a closing mark after it, or anything after an opening mark.
    if (last && !unit.space && (CLOSING.test(unit.text) || OPENING.test(last.text))) last.text += unit.text;
    else units.push(unit);
  }
  return units;
}

/** Units set on one line: a space where the text had one, none between CJK characters. */
export const joinUnits = (units: readonly BreakUnit[]): string => units.map((u, i) => (i > 0 && u.space ? ` ${u.text}` : u.text)).join('');

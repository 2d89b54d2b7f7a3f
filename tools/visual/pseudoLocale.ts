import type { LocaleDocument } from '../../src/generated/locale.ts';

/**
 * A pseudo-locale for checking that the screens hold longer languages: every English string with its letters
 * swapped for accented look-alikes (so a string the locale did not supply stands out as plain English) and each
 * word made 40% longer (rounded up), so a box sized for English text overflows, cuts or breaks words as it would
 * for Tagalog or German. Interpolations (`{{amount}}`), nestings (`$t(key)`), HTML tags and entities are kept
 * as they are: the pseudo string still renders as its English original does.
 */
export const PSEUDO_GROWTH = 0.4;

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] ?? c]),
);

/** Markup kept as it is: interpolations, nestings, tags and entities; everything between is text to stretch. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|&[#\w]+;)/;

const stretchWord = (word: string): string => {
  const extra = Math.ceil(word.length * PSEUDO_GROWTH);
  const grown =
    word +
    word
      .toLowerCase()
      .repeat(Math.ceil(extra / word.length) + 1)
      .slice(0, extra);
  return [...grown].map((c) => ACCENTED[c] ?? c).join('');
};

/** One string in the pseudo-locale. */
export function pseudoText(text: string): string {
  return text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, stretchWord)))
    .join('');
}

/** A whole strings document in the pseudo-locale (nested groups included). */
export function pseudoLocale(doc: LocaleDocument): LocaleDocument {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return pseudoText(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$schema' ? v : walk(v)]));
    return value;
  };
  return walk(doc) as LocaleDocument;
}

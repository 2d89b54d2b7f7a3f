/** One i18n key of one language as the texts table shows it. */
export interface TextRow {
  key: string;
  english: string | undefined;
  base: string | undefined;
  brand: string | undefined;
  /** Neither _base nor the brand has a text for this key in this language (English has one). */
  missing: boolean;
  /** Not English, and the text is the same as English's: likely not translated. */
  sameAsEnglish: boolean;
  changed: boolean;
}

export interface TextFilters {
  query: string;
  missing: boolean;
  sameAsEnglish: boolean;
  changed: boolean;
}

type Strings = Readonly<Record<string, string>>;

const keysOf = (s: Strings | undefined): string[] => Object.keys(s ?? {}).filter((k) => k !== '$schema');

/** Every key of a language (its own, _base's, the brand's and English's), sorted. */
export function textRows(lang: string, base: Strings | undefined, brand: Strings | undefined, english: Strings): TextRow[] {
  const keys = [...new Set([...keysOf(base), ...keysOf(brand), ...keysOf(english)])].sort();
  const isEnglish = lang.toLowerCase() === 'en';
  return keys.map((key) => {
    const b = base?.[key];
    const own = brand?.[key];
    const text = own ?? b;
    const en = english[key];
    return {
      key,
      english: en,
      base: b,
      brand: own,
      missing: text === undefined,
      sameAsEnglish: !isEnglish && text !== undefined && en !== undefined && text === en,
      changed: own !== undefined,
    };
  });
}

/** The rows the search (key or any of its texts) and the ticked marks (any of them) let through. */
export function filterRows(rows: readonly TextRow[], f: TextFilters): TextRow[] {
  const q = f.query.trim().toLowerCase();
  const anyMark = f.missing || f.sameAsEnglish || f.changed;
  return rows.filter((r) => {
    if (anyMark && !((f.missing && r.missing) || (f.sameAsEnglish && r.sameAsEnglish) || (f.changed && r.changed))) return false;
    if (q === '') return true;
    return [r.key, r.english, r.base, r.brand].some((t) => t?.toLowerCase().includes(q));
  });
}

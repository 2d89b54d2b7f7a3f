/**
 * Tagalog strings are Tagalog: no text of a `ty.json` (the base's and each brand's) equals its English but the
 * loanwords Tagalog speakers use (tools/lint/tagalogLoanwords.ts) and language names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTagalogLoanword, untranslatedTagalog } from '../../tools/lint/tagalogLoanwords.ts';

const read = (file: string): Record<string, string> => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {});
const base = (lang: string) => read(join('screens/_base/locales', `${lang}.json`));

describe('Tagalog locale strings', () => {
  it("the base's and every brand's ty.json: no English-identical text but the listed loanwords", () => {
    const en = base('en');
    expect(untranslatedTagalog(en, base('ty'))).toEqual([]);
    for (const brand of readdirSync('screens', { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== '_base')) {
      const dir = join('screens', brand.name, 'locales');
      // A brand's key reads its own English when it has one, else the base's.
      expect(untranslatedTagalog({ ...en, ...read(join(dir, 'en.json')) }, read(join(dir, 'ty.json'))), brand.name).toEqual([]);
    }
  });

  it('fails on an English text left in Tagalog; passes loanwords, language names and texts with no words', () => {
    const en = { pay: 'Deposit now', mail: 'Email', lang_EN: 'English', range: '{{min}} – {{max}}', nest: '$t(login)' };
    expect(untranslatedTagalog(en, { ...en })).toEqual(['pay']);
    expect(untranslatedTagalog(en, { ...en, pay: 'Mag-deposito na' })).toEqual([]);
    expect(isTagalogLoanword('GCash')).toBe(true);
    expect(isTagalogLoanword('Withdrawal password')).toBe(false);
  });
});

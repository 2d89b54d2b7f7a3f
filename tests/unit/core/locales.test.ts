import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS_DIR } from '../../support/renderApp.tsx';

const load = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(SCREENS_DIR, '_base', 'locales', `${lang}.json`), 'utf8'));
const LANGS = ['en', 'ty', 'cn'];

/** Every t('literal') and i18n key literal in our React code. */
function keysUsedInCode(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) {
        if (name !== 'generated') walk(abs);
      } else if (/\.(tsx?|ts)$/.test(name)) {
        const src = readFileSync(abs, 'utf8');
        for (const m of src.matchAll(/\bt\('([a-z][a-z0-9_.]*)'/g)) keys.add(m[1]);
        for (const m of src.matchAll(/(?:messageKey|labelKey|titleKey): '([a-z][a-z0-9_.]*)'/g)) keys.add(m[1]);
      }
    }
  };
  walk(join(SCREENS_DIR, '..', 'src'));
  return keys;
}

describe('translations', () => {
  it('EN, TY and CN have the same keys and no empty text', () => {
    const en = load('en');
    for (const lang of LANGS) {
      const doc = load(lang);
      expect(Object.keys(doc).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(doc)) expect(v.length, `${lang}:${k}`).toBeGreaterThan(0);
    }
  });

  it('TY and CN are real translations, not copies of EN', () => {
    const en = load('en');
    for (const lang of ['ty', 'cn']) {
      const doc = load(lang);
      const same = Object.keys(en).filter((k) => k !== '$schema' && doc[k] === en[k]);
      expect(same.length / Object.keys(en).length, lang).toBeLessThan(0.1);
    }
  });

  it('every key the code uses exists in every language', () => {
    const docs = LANGS.map(load);
    // A key used with a count is looked up by plural form (i18next): key_one and key_other must both exist.
    const has = (d: Record<string, string>, k: string) => k in d || (`${k}_one` in d && `${k}_other` in d);
    const missing = [...keysUsedInCode()].filter((k) => docs.some((d) => !has(d, k)));
    expect(missing).toEqual([]);
  });
});

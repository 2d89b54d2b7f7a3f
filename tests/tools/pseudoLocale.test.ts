import { describe, expect, it } from 'vitest';
import { PSEUDO_GROWTH, pseudoLocale, pseudoText } from '../../tools/visual/pseudoLocale.ts';

describe('the pseudo-locale', () => {
  it('makes every word 40% longer (rounded up) and accents its letters', () => {
    expect(pseudoText('Login')).toBe('Ļöĝîñļö');
    expect(pseudoText('OK')).toBe('ÖĶö');
    for (const word of ['Withdraw', 'Favourites', 'a']) {
      expect([...pseudoText(word)].length).toBe(word.length + Math.ceil(word.length * PSEUDO_GROWTH));
      expect(pseudoText(word)).not.toMatch(/[A-Za-z]/);
    }
  });

  it('keeps interpolations, nestings, tags, entities, digits and spaces as they are', () => {
    const out = pseudoText('Hi {{name}}, <b>win</b> $t(brand_name) &amp; 100 more');
    expect(out).toContain('{{name}}');
    expect(out).toContain('$t(brand_name)');
    expect(out).toMatch(/^Ĥîĥ \{\{name\}\}, <b>ŵîñŵî<\/b> \$t\(brand_name\) &amp; 100 ɱöŕéɱö$/);
  });

  it('turns a whole strings document, leaving its $schema alone', () => {
    expect(pseudoLocale({ $schema: 'x.json', ok: 'OK', go: 'Go' })).toEqual({ $schema: 'x.json', ok: 'ÖĶö', go: 'Ĝöĝ' });
  });
});

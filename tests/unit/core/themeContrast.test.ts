import Color from 'colorjs.io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, checkPairs, contrastRatio, formatRatio, meetsAA, WCAG_AA } from '../../../src/core/theme/contrast.ts';
import { CONTRAST_PAIRS as LINT_PAIRS } from '../../../tools/lint/checks/contrast.ts';

const long = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((c) => `#${c.map((n) => n.toString(16).padStart(2, '0')).join('')}`);
const short = fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 3, maxLength: 3 }).map((c) => `#${c.map((n) => n.toString(16)).join('')}`);
const hex = fc.oneof(
  long,
  short,
  long.map((h) => h.toUpperCase()),
);

describe('theme contrast (core)', () => {
  it('measures WCAG 2.1 ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777', '#fff')).toBe(contrastRatio('#fff', '#777'));
  });

  it('gives the very ratio the lint gave before (colorjs.io), so its findings stay the same', () => {
    const libraryRatio = (a: string, b: string) => new Color(a).contrast(new Color(b), 'WCAG21');
    fc.assert(
      fc.property(hex, hex, (a, b) => contrastRatio(a, b) === libraryRatio(a, b)),
      { numRuns: 3000 },
    );
    for (let n = 0; n < 256; n++) {
      const grey = `#${n.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(grey, '#ffffff')).toBe(libraryRatio(grey, '#ffffff'));
      expect(contrastRatio(grey, '#000')).toBe(libraryRatio(grey, '#000'));
    }
  });

  it('refuses what is no hex colour (the schema check reports such a token)', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/#rgb or #rrggbb/);
  });

  it('judges AA as the lint does: 4.5 for text, 3 for large text and non-text', () => {
    expect(WCAG_AA).toEqual({ text: 4.5, largeText: 3, nonText: 3 });
    const grey = contrastRatio('#777', '#fff'); // 4.48
    expect(meetsAA(grey, WCAG_AA.text)).toBe(false);
    expect(meetsAA(grey, WCAG_AA.largeText)).toBe(true);
    expect(meetsAA(4.5, WCAG_AA.text)).toBe(true);
    // Rounded down: a ratio just under the minimum never reads as the minimum.
    expect(formatRatio(4.497)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('is the one list of pairs the lint checks', () => {
    expect(LINT_PAIRS).toBe(CONTRAST_PAIRS);
    const focus = CONTRAST_PAIRS.find((p) => p.use.startsWith('non-text'));
    expect(focus).toMatchObject({ fg: 'color-accent', bg: 'color-bg', min: WCAG_AA.nonText });
  });

  it('measures the pairs of a token set, leaving out missing and non-hex values', () => {
    const results = checkPairs({ 'color-text': '#777777', 'color-bg': '#ffffff', 'color-surface': 'red', 'color-on-primary': '#fff', 'color-primary': '#0b5' });
    const names = results.map((r) => `${r.pair.fg}/${r.pair.bg}`);
    expect(names).toEqual(['color-text/color-bg', 'color-on-primary/color-primary', 'color-primary/color-bg']);
    expect(results[0]).toMatchObject({ fg: '#777777', bg: '#ffffff', passes: false });
    expect(results[0].ratio).toBeCloseTo(4.48, 2);
  });
});

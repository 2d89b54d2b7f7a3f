import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastRatio } from '../../../tools/lint/checks/contrast.ts';
import { formatFinding, lintConfig, type Finding } from '../../../tools/lint/index.ts';
import { byRule, cleanupCopies, copyScreens, errors, fileOf, positionOf, replaceIn } from './helpers.ts';

afterAll(cleanupCopies);

const ALPHA = 'alpha/brand.json';
const BASE = '_base/brand.json';
/** Gives the alpha overlay of the fixture its own tokens (it has none). */
const alphaTokens = (dir: string, tokens: string): void =>
  replaceIn(dir, ALPHA, '"theme": { "logoText": "Alpha" }', `"theme": { "logoText": "Alpha", "tokens": { ${tokens} } }`);

async function lintWith(edit: (dir: string) => void): Promise<{ dir: string; findings: Finding[] }> {
  const dir = copyScreens();
  edit(dir);
  return { dir, findings: await lintConfig(dir) };
}

describe('token contrast (WCAG AA)', () => {
  it('finds nothing in the shipped brands', async () => {
    expect((await lintConfig('screens')).filter((f) => f.rule === 'token-contrast' || f.pointer.includes('/tokens')).map(formatFinding)).toEqual([]);
  });

  it('reports a low-contrast color-text-muted once, at the overlay line that set it', async () => {
    // #80858f passes on the fixture's color-bg (#000000) and color-surface (#1a1d24) but not on color-surface-2.
    const { dir, findings } = await lintWith((d) => alphaTokens(d, '"color-text-muted": "#80858f"'));
    expect(errors(findings).map(formatFinding)).toHaveLength(1);
    const [f] = byRule(findings, 'token-contrast');
    expect(f).toMatchObject({ file: fileOf(dir, ALPHA), ...positionOf(dir, ALPHA, '"#80858f"'), pointer: '/theme/tokens/color-text-muted', severity: 'error' });
    expect(f.message).toBe(
      "color-text-muted (#80858f) on color-surface-2 (#242833) is 3.97:1, below WCAG AA 4.5:1 for text; paired with _base's color-surface-2 (#242833) (brand alpha)",
    );
  });

  it("points at the brand's own background when it changes only that, naming the _base token it is paired with", async () => {
    const { dir, findings } = await lintWith((d) => alphaTokens(d, '"color-accent": "#4a7a70"'));
    const hits = byRule(findings, 'token-contrast');
    expect(hits.map((f) => f.pointer)).toEqual(['/theme/tokens/color-accent']);
    expect(hits[0]).toMatchObject({ file: fileOf(dir, ALPHA), ...positionOf(dir, ALPHA, '"#4a7a70"') });
    expect(hits[0].message).toMatch(
      /^color-on-accent \(#04211b\) on color-accent \(#4a7a70\) is [\d.]+:1, below WCAG AA 4\.5:1 for text; paired with _base's color-on-accent \(#04211b\) \(brand alpha\)$/,
    );
  });

  it('points at the _base foreground when the brand set neither token of the pair', async () => {
    const { dir, findings } = await lintWith((d) => replaceIn(d, BASE, '"#04211b"', '"#3a6a60"'));
    const hits = byRule(findings, 'token-contrast');
    expect(hits.map((f) => f.pointer)).toEqual(['/theme/tokens/color-on-accent']);
    expect(hits[0]).toMatchObject({ file: fileOf(dir, BASE), ...positionOf(dir, BASE, '"#3a6a60"') });
    expect(hits[0].message).not.toContain('paired with');
  });

  it('holds the focus ring (color-accent on color-bg) to 3:1', async () => {
    const { findings } = await lintWith((d) => alphaTokens(d, '"color-accent": "#333333", "color-on-accent": "#ffffff"'));
    const [f] = byRule(findings, 'token-contrast');
    expect(f.message).toContain('below WCAG AA 3:1 for non-text (focus ring)');
  });

  it('uses WCAG 2.1 ratios and checks the pairs the app draws', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    const names = CONTRAST_PAIRS.map((p) => `${p.fg}/${p.bg}`);
    expect(names).toContain('color-text-muted/color-surface-2');
    expect(names).toContain('color-danger/color-bg');
  });
});

describe('token schema', () => {
  it('reports an unknown token at its key with the closest name', async () => {
    const { dir, findings } = await lintWith((d) => alphaTokens(d, '"colour-text": "#ffffff"'));
    const hits = byRule(findings, 'schema');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      file: fileOf(dir, ALPHA),
      ...positionOf(dir, ALPHA, '"colour-text"'),
      pointer: '/theme/tokens/colour-text',
      suggestion: 'color-text',
    });
    expect(hits[0].message).toBe('unknown property "colour-text"');
  });

  it('rejects a malformed colour in words, not a regex', async () => {
    const { dir, findings } = await lintWith((d) => alphaTokens(d, '"color-border": "#33384"'));
    const hits = byRule(findings, 'schema');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ file: fileOf(dir, ALPHA), ...positionOf(dir, ALPHA, '"#33384"'), found: '"#33384"' });
    expect(formatFinding(hits[0])).toContain(
      '"color-border" does not have the expected form (expected a hex colour such as "#1a1d24" or "#fff", found "#33384")',
    );
  });

  it('requires every token on the composed brand (an overlay may not remove one)', async () => {
    const { findings } = await lintWith((d) => alphaTokens(d, '"motion-slow": null'));
    expect(byRule(findings, 'schema').map((f) => f.message)).toEqual(['missing required property "motion-slow"']);
  });

  it('checks token units', async () => {
    const { findings } = await lintWith((d) => alphaTokens(d, '"space-2": "8", "motion-base": "0.2s", "line-height": "1.4em"'));
    expect(
      byRule(findings, 'schema')
        .map((f) => `${f.pointer} ${f.expected}`)
        .sort(),
    ).toEqual([
      '/theme/tokens/line-height a unitless number such as "1.4"',
      '/theme/tokens/motion-base a duration in milliseconds such as "200ms"',
      '/theme/tokens/space-2 a whole number of px such as "8px"',
    ]);
  });
});

// colorjs.io is a devDependency for the linter; the app's bundle must not grow by it.
it('src/ does not import colorjs.io', () => {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f));
  expect(files.filter((f) => readFileSync(join('src', f), 'utf8').includes('colorjs.io'))).toEqual([]);
});

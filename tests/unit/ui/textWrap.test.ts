import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Words are never broken inside because their box is narrow: player-facing text wraps between words and hyphenates
 * with the page's lang (`overflow-wrap: break-word; hyphens: auto`). Breaking anywhere is kept for codes and links,
 * which have no words to keep whole. ("Kamakailan" was drawn as "Kamakail / an" in the home's category tabs.)
 */
const CODES_AND_LINKS = ['.affiliate-code-value', '.affiliate-link-url', '.boot-problem code', '.site-address-host'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'studio' ? [] : cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

/** Each rule of the app's stylesheets as [file, selector, declarations], comments left out. */
const rules = cssFiles('src').flatMap((file) =>
  [
    ...readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .matchAll(/([^{}]+)\{([^{}]*)\}/g),
  ].map((m): [string, string, string] => [file, m[1].trim(), m[2]]),
);

describe('text that fits every language', () => {
  it('no stylesheet breaks words with word-break', () => {
    expect(rules.filter(([, , body]) => /word-break\s*:\s*(break-all|break-word)/.test(body)).map(([f, s]) => `${f}: ${s}`)).toEqual([]);
  });

  it('only codes and links break anywhere; text that breaks a long word hyphenates it', () => {
    const anywhere = rules.filter(([, , body]) => /overflow-wrap\s*:\s*anywhere/.test(body)).map(([, s]) => s);
    expect(anywhere.sort()).toEqual([...CODES_AND_LINKS].sort());
    const unhyphenated = rules.filter(
      ([, s, body]) => /overflow-wrap\s*:\s*break-word/.test(body) && !/hyphens\s*:\s*auto/.test(body) && !CODES_AND_LINKS.includes(s),
    );
    expect(unhyphenated.map(([f, s]) => `${f}: ${s}`)).toEqual([]);
  });

  it("the home's category tabs are wide enough for the longest word of the shipped labels (83 px at 12 px)", () => {
    const tabs = rules.find(([, s]) => s === '.category-menu-tabs');
    const width = Number(/flex\s*:\s*0 0 (\d+)px/.exec(tabs?.[2] ?? '')?.[1] ?? 0);
    // Less the column's padding (2 x 4 px) and each tab's (2 x 2 px).
    expect(width - 12).toBeGreaterThanOrEqual(83);
  });
});

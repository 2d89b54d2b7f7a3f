import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/app/theme.ts';
import type { BrandDocument } from '../../../src/generated/brand.ts';

const read = (rel: string): string => readFileSync(rel, 'utf8');
const schema = JSON.parse(read('schemas/tokens.schema.json')) as { properties: Record<string, unknown>; required: string[] };
const base = JSON.parse(read('screens/_base/brand.json')) as BrandDocument;
const tokens = base.theme.tokens as unknown as Record<string, string>;

/** The custom properties of base.css's :root block, by name without the leading `--`. */
function rootVariables(): Map<string, string> {
  const css = read('src/app/styles/base.css');
  const block = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  const out = new Map<string, string>();
  for (const m of block.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g)) out.set(m[1], m[2].trim());
  return out;
}

/** :root variables that are layout constants of the app, not brand tokens (a brand cannot change them). */
const LAYOUT_ONLY = ['bar-height', 'bottombar-height'];

describe('design tokens', () => {
  it('the schema requires every token it names, and _base sets exactly those', () => {
    const names = Object.keys(schema.properties).sort();
    expect([...schema.required].sort()).toEqual(names);
    expect(Object.keys(tokens).sort()).toEqual(names);
  });

  // The page paints with base.css before the brand document arrives; a token missing there flashes unstyled.
  it('base.css :root holds the same tokens with the same values as _base/brand.json', () => {
    const root = rootVariables();
    const fromCss = Object.fromEntries([...root].filter(([k]) => !LAYOUT_ONLY.includes(k)));
    expect(fromCss).toEqual(tokens);
    for (const k of LAYOUT_ONLY) expect(root.has(k), `--${k}`).toBe(true);
  });

  it('applyTheme sets every token as --<name> and the theme-color meta from color-bg', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    const el = document.createElement('div');
    applyTheme(base.theme, el);
    for (const [name, value] of Object.entries(tokens)) expect(el.style.getPropertyValue(`--${name}`), name).toBe(value);
    expect(meta.getAttribute('content')).toBe(tokens['color-bg']);
    meta.remove();
  });
});

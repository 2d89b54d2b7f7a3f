import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateOfScreen } from '../../src/core/brand/statusGate.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { buildBundle, listBrands } from '../../tools/brands/loadDocuments.ts';
import { changedScreens, codeLocaleKeys, globalLocaleKeys } from '../../tools/visual/changes.ts';
import { withNestedKeys } from '../../tools/visual/localeNesting.ts';

/**
 * The change detection of `npm run visual:diff`: an edit in a copy of screens/ names exactly the screens that draw
 * what was edited. The expected lists come straight from the screen documents' chrome, not from changes.ts.
 */
const SCREENS = join(process.cwd(), 'screens');
const codeKeys = codeLocaleKeys(join(process.cwd(), 'src'));
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'visual-changes-'));
  cpSync(SCREENS, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function editJson<T>(rel: string, edit: (doc: T) => void): void {
  const file = join(dir, rel);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, JSON.stringify(doc, null, 2));
}

/** Every brand's changed screens as "brand/screen", sorted. */
function changed(): string[] {
  return listBrands(SCREENS)
    .flatMap((b) => changedScreens(b, buildBundle(SCREENS, b), buildBundle(dir, b), codeKeys))
    .map((c) => `${c.brand}/${c.screen}`)
    .sort();
}

/** The screens of every brand whose own document draws a chrome bar (the status-gate screens draw none). */
function drawing(bar: 'bottomBar' | 'topBar'): string[] {
  return listBrands(SCREENS)
    .flatMap((b) => {
      const bundle: BrandBundle = buildBundle(SCREENS, b);
      return bundle.screens.filter((s) => s.chrome[bar] && gateOfScreen(bundle.brand.routing, s.id) === undefined).map((s) => `${b}/${s.id}`);
    })
    .sort();
}

type Node = { id: string; props: Record<string, unknown> };
type Chrome = { chrome: Record<'bottomBar' | 'leftMenu' | 'rightMenu', Node[]> };
const entry = (list: Node[], id: string): Node => {
  const found = list.find((n) => n.id === id);
  if (!found) throw new Error(`no ${id} in the base brand's chrome`);
  return found;
};

describe('visual:diff change detection', () => {
  it('nothing changed: no screen', () => {
    expect(changed()).toEqual([]);
  });

  it('a bottom bar item label: exactly the screens that show the bottom bar, in every brand', () => {
    editJson<Chrome>('_base/brand.json', (b) => {
      entry(b.chrome.bottomBar, 'bottom.promotion').props.labelKey = 'left_promotions';
    });
    const expected = drawing('bottomBar');
    expect(expected.length).toBeGreaterThan(10);
    expect(changed()).toEqual(expected);
  });

  it('a side-panel menu entry: the screens that can open that panel (the bottom bar Menu opens the left one)', () => {
    editJson<Chrome>('_base/brand.json', (b) => {
      entry(b.chrome.leftMenu, 'left.slotGames').props.icon = 'live';
    });
    expect(changed()).toEqual(drawing('bottomBar'));
  });

  it('a right-panel entry: the screens with the top bar, whose header opens that panel', () => {
    editJson<Chrome>('_base/brand.json', (b) => {
      entry(b.chrome.rightMenu, 'right.security').props.chevron = false;
    });
    expect(changed()).toEqual(drawing('topBar'));
  });

  it('the text of a bottom bar label in one locale: the bottom bar screens of the brands that ship the locale', () => {
    editJson<Record<string, string>>('_base/locales/en.json', (l) => {
      l.menu_promotion = 'Offers';
    });
    expect(changed()).toEqual(drawing('bottomBar'));
  });

  it('a shared key only nested in per-place keys ($t(shared)) goes with the screens naming them, not with every screen', () => {
    const bundle = {
      brand: { chrome: { header: [{ id: 'h', props: { labelKey: 'place_a' } }] } },
      screens: [{ id: 's', body: [{ id: 'n', props: { labelKey: 'place_b' } }] }],
      locales: { EN: { place_a: '$t(shared)', place_b: '$t(other)', other: '$t(shared)', shared: 'Text', lonely: 'Alone' } },
    } as unknown as BrandBundle;
    expect(withNestedKeys(['place_b'], [bundle])).toEqual(new Set(['place_b', 'other', 'shared']));
    const global = globalLocaleKeys([bundle], new Set());
    expect(global.has('shared')).toBe(false);
    expect(global.has('lonely')).toBe(true);
  });

  it('one brand overlay: only that brand', () => {
    editJson<{ theme: { tokens: Record<string, string> } }>('royal/brand.json', (b) => {
      b.theme.tokens['color-accent'] = '#00ff00';
    });
    const all = buildBundle(SCREENS, 'royal')
      .screens.map((s) => `royal/${s.id}`)
      .sort();
    expect(changed()).toEqual(all);
  });

  it('a screen body: that screen, and the screens that include its nodes (login shows forget.recovery in a popup)', () => {
    editJson<{ body: Node[] }>('_base/screens/forget.json', (s) => {
      const body = s.body;
      body[0].props = { ...body[0].props, visualDiffTest: true };
    });
    const base = buildBundle(SCREENS, 'lucky');
    const recovery = JSON.stringify(base.screens.find((x) => x.id === 'forget')?.body[0]).includes('forget.recovery');
    const expected = listBrands(SCREENS).flatMap((b) => (recovery ? [`${b}/forget`, `${b}/login`] : [`${b}/forget`]));
    expect(changed()).toEqual(expected.sort());
  });
});

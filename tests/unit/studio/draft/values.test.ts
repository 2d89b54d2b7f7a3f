import { describe, expect, it } from 'vitest';
import { composeDraft, draftFileTexts, originOfValue, resetValue, setValue } from '../../../../src/studio/draft/index.ts';
import { realBase, royalDraft } from './fixtures.ts';

const base = realBase();
const royal = royalDraft();
const brandOf = (files: Record<string, unknown>): Record<string, unknown> => files['brand.json'] as Record<string, unknown>;

describe('setValue / resetValue / originOfValue (plain documents)', () => {
  it('a theme token: set writes the key, a value equal to base removes it', () => {
    const d = setValue(royal, base, 'brand.json', ['theme', 'tokens', 'color-danger'], '#ff0000');
    expect(composeDraft(base, d).brand.theme.tokens).toMatchObject({ 'color-danger': '#ff0000', 'color-bg': '#120c1c' });
    expect((brandOf(d.files).theme as { tokens: Record<string, string> }).tokens['color-danger']).toBe('#ff0000');
    expect(originOfValue(d, base, 'brand.json', ['theme', 'tokens', 'color-danger'])).toBe('brand');
    expect(draftFileTexts(resetValue(d, base, 'brand.json', ['theme', 'tokens', 'color-danger']))).toEqual(draftFileTexts(royal));

    const baseBg = (base.files['brand.json'] as { theme: { tokens: Record<string, string> } }).theme.tokens['color-bg'];
    const same = setValue(royal, base, 'brand.json', ['theme', 'tokens', 'color-bg'], baseBg);
    expect((brandOf(same.files).theme as { tokens: object }).tokens).not.toHaveProperty('color-bg');
    expect(originOfValue(same, base, 'brand.json', ['theme', 'tokens', 'color-bg'])).toBe('base');
    expect(originOfValue(royal, base, 'brand.json', ['theme', 'tokens', 'color-bg'])).toBe('brand');
    expect(composeDraft(base, same).brand.theme.tokens['color-bg']).toBe(baseBg);
  });

  it('settings and flags; a value list is written whole', () => {
    const d = setValue(royal, base, 'brand.json', ['settings', 'footerYear'], 2026);
    expect(brandOf(d.files).settings).toEqual({ hasVip: false, inhouseVendors: ['IH'], dividendsEnabled: false, footerYear: 2026 });
    expect(originOfValue(d, base, 'brand.json', ['settings', 'currencySymbol'])).toBe('base');
    expect(originOfValue(d, base, 'brand.json', ['settings', 'nope'])).toBe('none');
    const list = setValue(royal, base, 'brand.json', ['settings', 'inhouseVendors', 1], 'MINI');
    expect(composeDraft(base, list).brand.settings?.inhouseVendors).toEqual(['IH', 'MINI']);
    const other = setValue(royal, base, 'brand.json', ['settings', 'inhouseVendors', 1], 'XX');
    expect((brandOf(other.files).settings as Record<string, unknown>).inhouseVendors).toEqual(['IH', 'XX']);
    // Equal to base's list: the brand's key goes.
    expect(brandOf(list.files).settings).toEqual({ hasVip: false, dividendsEnabled: false });
    expect(originOfValue(royal, base, 'brand.json', ['settings', 'inhouseVendors', 0])).toBe('brand');
    const flag = setValue(royal, base, 'brand.json', ['whitelabel', 'REWCEN3'], true);
    expect(originOfValue(flag, base, 'brand.json', ['whitelabel', 'REWCEN3'])).toBe(
      (base.files['brand.json'] as { whitelabel?: Record<string, unknown> }).whitelabel?.REWCEN3 === true ? 'base' : 'brand',
    );
  });

  it('routes of a screen and locale keys: a new file appears and goes again', () => {
    const d = setValue(royal, base, 'screens/mine.json', ['paths'], ['/m/mine', '/m/me']);
    expect(d.files['screens/mine.json']).toEqual({ $schema: '../../../src/generated/editor/screen.patch.json', schemaVersion: 2, paths: ['/m/mine', '/m/me'] });
    expect(composeDraft(base, d).screens.find((s) => s.id === 'mine')?.paths).toEqual(['/m/mine', '/m/me']);
    expect(draftFileTexts(resetValue(d, base, 'screens/mine.json', ['paths']))).toEqual(draftFileTexts(royal));

    const t = setValue(royal, base, 'locales/en.json', ['ok'], 'Okay');
    expect(t.files['locales/en.json']).toEqual({ $schema: '../../../src/generated/editor/locale.patch.json', ok: 'Okay' });
    expect(composeDraft(base, t).locales.EN.ok).toBe('Okay');
    expect(originOfValue(t, base, 'locales/en.json', ['ok'])).toBe('brand');
    expect(originOfValue(royal, base, 'locales/en.json', ['ok'])).toBe('base');
    const back = resetValue(t, base, 'locales/en.json', ['ok']);
    expect(back.files).not.toHaveProperty(['locales/en.json']);
    expect(draftFileTexts(back)).toEqual(draftFileTexts(royal));
  });

  it('brand.json stays even when it changes nothing', () => {
    const bare = { ...royal, files: { ...royal.files, 'brand.json': { schemaVersion: 2, settings: { footerYear: 2030 } } } };
    const d = resetValue(bare, base, 'brand.json', ['settings', 'footerYear']);
    expect(d.files['brand.json']).toEqual({ schemaVersion: 2 });
  });

  it('refuses a node list path', () => {
    expect(() => setValue(royal, base, 'screens/home.json', ['body', 0, 'props'], {})).toThrow(/node list/);
    expect(() => setValue(royal, base, 'brand.json', ['chrome', 'header'], [])).toThrow(/node list/);
  });
});

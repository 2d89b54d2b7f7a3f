/**
 * Banners and covers in their brand's colours: lucky's (gold and teal on its _base theme) and royal's (lavender and
 * orange) come out in their own hues, banner by banner a little different, the text column reads at WCAG AA on
 * the drawn background whatever the theme, and a newly published theme draws new pictures (the app icon too) under
 * new URLs.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/core/theme/contrast.ts';
import { bannerSvg, TEXT_RIGHT } from '../../../server/src/media/banner.ts';
import { bannerPalette, type PictureTheme, pictureTheme, themeKey } from '../../../server/src/media/palette.ts';
import { hashString } from '../../../server/src/seed/prng.ts';
import { call, expectOk } from '../helpers/api.ts';
import { DEMO_OPERATOR, opsCall, opsLogin } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const tokensOf = (brand: string): Record<string, string> => JSON.parse(readFileSync(`screens/${brand}/brand.json`, 'utf8')).theme?.tokens ?? {};
const BASE = pictureTheme(tokensOf('_base'), { primary: '#000', onPrimary: '#fff', accent: '#000', bg: '#000' });
const THEMES: Record<string, PictureTheme> = { lucky: BASE, royal: pictureTheme(tokensOf('royal'), BASE) };
const SEEDS = [7001, 7002, 7003, 7004, 7005, 7006].map((id) => hashString(`banner:${id}`));

const hueOf = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
};
const hueDistance = (a: number, b: number): number => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const hex = (r: number, g: number, b: number): string => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const lin = (v: number): number => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);

/** The lightest pixel of a banner's background where its text stands (from its padding to the text column's end). */
async function lightestUnderText(w: number, h: number, theme: PictureTheme, seed: number): Promise<string> {
  const svg = bannerSvg(w, h, bannerPalette(theme, seed), seed, { title: '', subtitle: '' });
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let best = [0, 0, 0];
  let bestY = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = Math.round(h * 0.1); x < w * TEXT_RIGHT; x++) {
      const i = (y * info.width + x) * 3;
      const lum = 0.2126 * lin(data[i]) + 0.7152 * lin(data[i + 1]) + 0.0722 * lin(data[i + 2]);
      if (lum > bestY) [bestY, best] = [lum, [data[i], data[i + 1], data[i + 2]]];
    }
  }
  return hex(best[0], best[1], best[2]);
}

describe('banner palettes', () => {
  it("draws each brand's banners in its own theme colours, varied banner by banner", () => {
    for (const [brand, theme] of Object.entries(THEMES)) {
      const palettes = SEEDS.map((seed) => bannerPalette(theme, seed));
      for (const p of palettes) {
        // The gradient leads with the primary or the accent hue (turned at most 8 degrees); buttons are primary.
        const lead = Math.min(hueDistance(hueOf(p.from), hueOf(theme.primary)), hueDistance(hueOf(p.from), hueOf(theme.accent)));
        expect(lead, `${brand} ${p.from}`).toBeLessThanOrEqual(10);
        expect(p.button).toBe(theme.primary);
        expect(hueDistance(hueOf(p.subtitle), hueOf(theme.primary))).toBeLessThanOrEqual(3);
      }
      expect(new Set(palettes.map((p) => p.from)).size, brand).toBeGreaterThan(3);
      expect(new Set(palettes.map((p) => p.direction.join())).size, brand).toBeGreaterThan(1);
      expect(palettes.some((p) => hueDistance(hueOf(p.from), hueOf(theme.accent)) <= 10)).toBe(true);
    }
    // Lucky is gold, royal lavender: their first banners are far apart on the colour wheel.
    expect(hueDistance(hueOf(bannerPalette(THEMES.lucky, SEEDS[0]).from), hueOf(bannerPalette(THEMES.royal, SEEDS[0]).from))).toBeGreaterThan(90);
  });

  it('keeps white titles, tinted lines and button labels at WCAG AA on what is drawn under them', async () => {
    // The seeded brands, and themes made to fail: a pale yellow primary on white, a near-white accent.
    const harsh: PictureTheme[] = [
      { primary: '#ffff66', onPrimary: '#ffffff', accent: '#fafafa', bg: '#ffffff' },
      { primary: '#00ffff', onPrimary: '#003333', accent: '#ff00ff', bg: '#eeeeee' },
    ];
    for (const theme of [...Object.values(THEMES), ...harsh]) {
      for (const seed of SEEDS.slice(0, 4)) {
        const p = bannerPalette(theme, seed);
        expect(contrastRatio(p.buttonText, p.button)).toBeGreaterThanOrEqual(4.5);
        for (const [w, h] of [
          [750, 300],
          [560, 200],
        ]) {
          const under = await lightestUnderText(w, h, theme, seed);
          expect(contrastRatio(p.title, under), `${theme.primary} ${seed} ${w}x${h} title on ${under}`).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(p.subtitle, under), `${theme.primary} ${seed} ${w}x${h} line on ${under}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe('a published theme', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  const bannerUrl = async () => {
    const value = expectOk<{ banners: { announcementImages: { url: string }[] }[] }>(
      await call(t.app, 'announcements', { merchant: 'ROYALPH', query: { types: 'B' }, headers: { language: 'EN' } }),
      'announcements',
    );
    return value.banners[0].announcementImages[0].url;
  };
  const appIconUrl = async () => {
    const value = expectOk<{ info: { resources: { resourceType: string; url: string }[] } }>(
      await call(t.app, 'systemStatus', { merchant: 'ROYALPH' }),
      'systemStatus',
    );
    return value.info.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url ?? '';
  };
  const picture = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };

  it("names its theme in the pictures' URLs and draws them anew in its colours", async () => {
    const before = await bannerUrl();
    expect(before).toContain(`_${themeKey(THEMES.royal)}.png`);
    const old = await picture(before);
    // The app icon (the download bar's and the app page's) is keyed too: browsers keep it a year.
    const iconBefore = await appIconUrl();
    expect(iconBefore).toMatch(/^\/media\/footer\/app-royal_[0-9a-f]{8}\.png$/);
    const oldIcon = await picture(iconBefore);
    const op = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const current = await opsCall(t.app, 'brandRevision', { brand: 'royal' }, { session: op });
    const { revision, files } = current.body.value as { revision: { number: number }; files: Record<string, string> };
    const brand = JSON.parse(files['brand.json']);
    brand.theme.tokens['color-primary'] = '#4fd1ff';
    brand.theme.tokens['color-on-primary'] = '#001a26';
    const saved = await opsCall(
      t.app,
      'brandSave',
      { brand: 'royal', parent: revision.number, message: 'sky blue', files: { ...files, 'brand.json': JSON.stringify(brand) } },
      { session: op },
    );
    expect(saved.status).toBe(200);
    const draft = (saved.body.value as { revision: { number: number } }).revision.number;
    expect((await opsCall(t.app, 'brandPublish', { brand: 'royal', revision: draft }, { session: op })).status).toBe(200);
    const after = await bannerUrl();
    expect(after).not.toBe(before);
    expect(after.replace(/_[0-9a-f]{8}\.png$/, '')).toBe(before.replace(/_[0-9a-f]{8}\.png$/, ''));
    // The new picture differs, and so does the old URL's: the server draws the current theme, never a stale one.
    expect((await picture(after)).equals(old)).toBe(false);
    expect((await picture(before)).equals(old)).toBe(false);
    const iconAfter = await appIconUrl();
    expect(iconAfter).toMatch(/^\/media\/footer\/app-royal_[0-9a-f]{8}\.png$/);
    expect(iconAfter).not.toBe(iconBefore);
    expect((await picture(iconAfter)).equals(oldIcon)).toBe(false);
  });
});

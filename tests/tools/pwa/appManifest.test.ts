import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, APP_SCOPE, APP_START_URL } from '../../../src/core/brand/appAssetPaths.ts';
import { buildBundle, listBrands } from '../../../tools/brands/loadDocuments.ts';
import { decodeDataUrl, iconSource, renderAppIcons } from '../../../tools/pwa/icons.ts';
import { webManifest } from '../../../tools/pwa/manifest.ts';
import { brandHeadsRevision, shellEntryTransform } from '../../../tools/pwa/precache.ts';

const SCREENS = join(process.cwd(), 'screens');

describe('web app manifest per brand', () => {
  it("carries each brand's own name, short name and colours, and what installing needs", () => {
    const seen = new Set<string>();
    for (const id of listBrands(SCREENS)) {
      const { brand } = buildBundle(SCREENS, id);
      const m = webManifest(brand);
      expect(m.name).toBe(brand.name);
      expect(m.short_name).toBe(brand.app.shortName ?? brand.theme.logoText ?? brand.name);
      expect(m.theme_color).toBe(brand.theme.tokens['color-bg']);
      expect(m.background_color).toBe(brand.theme.tokens['color-bg']);
      expect(m).toMatchObject({ start_url: APP_START_URL, scope: APP_SCOPE, display: 'standalone', id: APP_START_URL });
      // Plain icons carry no purpose (the manifest's default); maskable ones say so.
      expect(m.icons.map((i) => `${i.sizes} ${i.purpose ?? 'default'}`)).toEqual([
        '192x192 default',
        '512x512 default',
        '192x192 maskable',
        '512x512 maskable',
      ]);
      // The manifest names no other brand.
      for (const other of listBrands(SCREENS).filter((o) => o !== id)) expect(JSON.stringify(m)).not.toContain(buildBundle(SCREENS, other).brand.name);
      seen.add(`${m.name}|${m.theme_color}`);
    }
    expect(seen.size).toBe(listBrands(SCREENS).length);
  });

  it('takes app.shortName first, then the logo text', () => {
    const { brand } = buildBundle(SCREENS, 'royal');
    expect(webManifest({ ...brand, app: { serviceWorker: true, shortName: 'Royal' } }).short_name).toBe('Royal');
    expect(webManifest({ ...brand, app: { serviceWorker: true } }).short_name).toBe(brand.theme.logoText);
  });
});

describe('app icons from the brand image', () => {
  it('decodes percent-encoded and base64 data: URLs', () => {
    expect(decodeDataUrl('data:image/svg+xml,%3Csvg%2F%3E')).toEqual({ type: 'image/svg+xml', data: Buffer.from('<svg/>') });
    expect(decodeDataUrl(`data:image/png;base64,${Buffer.from('png').toString('base64')}`).data.toString()).toBe('png');
  });

  it('draws every size from the brand icon: opaque for iOS, the image inside the safe zone for maskable', async () => {
    const { brand } = buildBundle(SCREENS, 'royal');
    const bg = brand.theme.tokens['color-bg'];
    const icons = await renderAppIcons(iconSource(brand, process.cwd()), bg);
    expect([...icons.keys()]).toEqual(APP_ICONS.map((i) => i.file));
    for (const icon of APP_ICONS) {
      const meta = await sharp(icons.get(icon.file)).metadata();
      expect([meta.format, meta.width, meta.height], icon.file).toEqual(['png', icon.size, icon.size]);
    }
    const pixel = async (file: (typeof APP_ICONS)[number]['file'], x: number, y: number) => {
      const { data, info } = await sharp(icons.get(file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * 4;
      return [...data.subarray(at, at + 4)];
    };
    const rgb = [1, 3, 5].map((i) => Number.parseInt(bg.slice(i, i + 2), 16));
    // A maskable icon's corner is the brand background (a launcher may crop it); the iOS icon has no transparency.
    expect(await pixel('maskable-512.png', 2, 2)).toEqual([...rgb, 255]);
    expect((await pixel('180.png', 0, 0))[3]).toBe(255);
    // The image itself is drawn, not an empty square: royal's crown colour is in the middle of the icon.
    expect(await pixel('512.png', 256, 300)).not.toEqual(await pixel('512.png', 40, 256));
  });

  it('says what to do with an icon a build cannot read', () => {
    expect(() => iconSource({ id: 'x', icon: 'https://cdn.example/i.png' }, process.cwd())).toThrow(/data: URL or a file under public/);
    expect(() => iconSource({ id: 'x' }, process.cwd())).toThrow(/has no icon/);
  });
});

describe('the precached shell', () => {
  it('is the start URL as the server answers it, versioned by the page and every brand head together', async () => {
    const transform = shellEntryTransform(SCREENS);
    const out = await transform([
      { url: 'index.html', revision: 'abc', size: 1 },
      { url: 'assets/start-1.js', revision: null, size: 1 },
    ]);
    expect(out.manifest.map((e) => e.url)).toEqual([APP_START_URL, 'assets/start-1.js']);
    expect(out.manifest[0].revision).toMatch(/^[0-9a-f]{16}$/);
    expect(out.warnings).toEqual([]);
    const other = await transform([{ url: 'index.html', revision: 'abd', size: 1 }]);
    expect(other.manifest[0].revision).not.toBe(out.manifest[0].revision);
    expect(brandHeadsRevision(SCREENS)).toMatch(/^[0-9a-f]{16}$/);
    // No brand's name or files are in the list.
    expect(JSON.stringify(out.manifest)).not.toMatch(/royal|lucky|brands\//i);
  });
});

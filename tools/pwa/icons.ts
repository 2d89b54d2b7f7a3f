import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_ICONS, type AppIconFile } from '../../src/core/brand/appAssetPaths.ts';
import type { BrandDocument } from '../../src/generated/brand.ts';

/** The share of a maskable icon its image fills: launchers may crop to a circle of 80% of the side. */
const MASKABLE_SAFE_ZONE = 0.8;

/** A data: URL's bytes (base64 or percent-encoded) and type. */
export function decodeDataUrl(url: string): { type: string; data: Buffer } {
  const m = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(url);
  if (!m) throw new Error(`not a data: URL: ${url.slice(0, 40)}...`);
  return { type: m[1], data: m[2] ? Buffer.from(m[3], 'base64') : Buffer.from(decodeURIComponent(m[3]), 'utf8') };
}

/**
 * The image the icons are drawn from: brand.json `icon` as a data: URL, or a path on the app's origin read from
 * public/ (what Vite serves at the root). An https URL cannot be read by a build with no network, so it is
 * refused with a message saying what to do.
 */
export function iconSource(brand: Pick<BrandDocument, 'id' | 'icon'>, root: string): Buffer {
  const icon = brand.icon;
  if (!icon) throw new Error(`brand "${brand.id}" has no icon: set brand.json "icon" (a data: URL or a file under public/) to draw its app icons`);
  if (icon.startsWith('data:')) return decodeDataUrl(icon).data;
  if (icon.startsWith('/')) return readFileSync(join(root, 'public', icon.split('?')[0]));
  throw new Error(
    `brand "${brand.id}": the app icons are drawn at build time from "icon", which must be a data: URL or a file under public/ (found ${icon.slice(0, 60)})`,
  );
}

/** The source drawn `size` px square, without blur: an SVG is rasterised at the density that gives that size. */
async function drawn(source: Buffer, size: number): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  const side = Math.max(meta.width ?? size, meta.height ?? size);
  const density = meta.format === 'svg' ? Math.min(100_000, Math.max(1, (72 * size) / side)) : undefined;
  return sharp(source, density ? { density } : {})
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * Every icon file of APP_ICONS for one brand, drawn from one image: `plain` as the image is; the iOS icon on the
 * brand's background colour (iOS fills transparency with black); `maskable` with the image inside the safe zone
 * on that colour, so a launcher's circle or squircle never cuts it.
 */
export async function renderAppIcons(source: Buffer, background: string): Promise<Map<AppIconFile, Buffer>> {
  const out = new Map<AppIconFile, Buffer>();
  for (const icon of APP_ICONS) {
    if (icon.look === 'plain') out.set(icon.file, await drawn(source, icon.size));
    else if (icon.look === 'apple')
      out.set(
        icon.file,
        await sharp(await drawn(source, icon.size))
          .flatten({ background })
          .png()
          .toBuffer(),
      );
    else {
      const inner = await drawn(source, Math.round(icon.size * MASKABLE_SAFE_ZONE));
      const square = sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } });
      out.set(
        icon.file,
        await square
          .composite([{ input: inner, gravity: 'center' }])
          .png()
          .toBuffer(),
      );
    }
  }
  return out;
}

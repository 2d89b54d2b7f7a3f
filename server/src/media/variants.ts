/**
 * The sizes and formats the media route serves a drawn image in. Images are drawn once as PNG at their own size
 * (SVG templates rendered by sharp, svgImage.ts); a page asks for the width it draws (`?w=`) and gets AVIF or WebP when its Accept header says it
 * can show them. sharp (libvips) resizes and encodes: a hand-written AVIF or WebP encoder would be a project of
 * its own.
 */
import sharp from 'sharp';

export type ImageFormat = 'avif' | 'webp' | 'png';

/**
 * Widths a request is rounded up to. A fixed ladder bounds how many variants one image can have (each is drawn,
 * encoded and cached), whatever widths clients ask for; it covers tiles (about 120 px at 1x, 200 at 2x) up to
 * full-width banners.
 */
const WIDTH_STEPS: readonly number[] = [48, 64, 96, 120, 160, 200, 240, 320, 360, 480, 560, 640, 750];

/** The width to serve: the first step at or above the request, never above the image's own width. */
export function snapWidth(requested: number | undefined, intrinsic: number): number {
  if (requested === undefined || requested >= intrinsic) return intrinsic;
  return Math.min(intrinsic, WIDTH_STEPS.find((s) => s >= requested) ?? intrinsic);
}

/** `?w=` as a number; undefined when absent, NaN when not a plain positive integer. */
export function parseWidth(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  return typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * The best format an Accept header names: AVIF, then WebP, else PNG. Only an explicit type counts (`image/*` and
 * `*\/*` are sent by browsers that show neither), and `;q=0` refuses one.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'png';
}

/** The width of a PNG, from its header (IHDR starts at byte 8; width at 16). */
export const pngWidth = (png: Buffer): number => png.readUInt32BE(16);

/**
 * One variant of a drawn PNG. The original PNG at its own width is served as drawn. The settings were chosen on
 * the drawn images (flat colours, bitmap text): AVIF at quality 50 keeps text edges clean at about a seventh of the
 * PNG, and effort 2 encodes a 750 px banner in ~100 ms (effort 4 took ~650 ms for 5% fewer bytes).
 */
export async function encodeVariant(png: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  if (format === 'png' && width === pngWidth(png)) return png;
  const img = sharp(png).resize({ width, kernel: 'lanczos3' });
  if (format === 'avif') return img.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return img.webp({ quality: 75, effort: 4 }).toBuffer();
  return img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

export const MIME: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' };

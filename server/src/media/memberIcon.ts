import sharp from 'sharp';
import { ApiError } from '../http/envelope.ts';

/** The largest upload taken (bytes) and the side of the square the server stores. */
export const ICON_MAX_BYTES = 2 * 1024 * 1024;
const ICON_SIDE = 256;
// A picture larger than this many pixels is refused before it is decoded (a small file can unpack to gigabytes).
const MAX_INPUT_PIXELS = 40_000_000;

type IconFormat = 'png' | 'jpeg' | 'webp';

/** The format a picture's first bytes say it is (its name and declared type are the sender's word, not proof). */
function sniffIcon(data: Buffer): IconFormat | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks an uploaded head icon and re-encodes it: PNG, JPEG or WebP by its bytes, at most 2 MB, decodable as what it
 * claims to be; turned upright by its EXIF orientation, cut to a centred square of 256 px, written as WebP with no
 * metadata (sharp keeps none unless asked: no location, camera or comments leave the server). Refusals are 4xx.
 */
export async function reencodeIcon(data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw new ApiError(400, 'icon.empty', 'The picture is empty. Choose another one.');
  if (data.length > ICON_MAX_BYTES) throw new ApiError(413, 'icon.too.large', 'The picture is larger than 2 MB. Choose a smaller one.');
  const format = sniffIcon(data);
  if (!format) throw new ApiError(415, 'icon.type', 'Only PNG, JPEG or WebP pictures can be used.');
  const unreadable = () => new ApiError(400, 'icon.unreadable', 'The picture could not be read. Choose another one.');
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw unreadable();
    return await image.rotate().resize(ICON_SIDE, ICON_SIDE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (e instanceof Error && /pixel limit/i.test(e.message)) {
      throw new ApiError(413, 'icon.too.large', 'The picture has too many pixels. Choose a smaller one.');
    }
    throw unreadable();
  }
}

/**
 * A manual transfer's receipt image. The upload is judged by its bytes, never by a name or a declared type: a PNG,
 * JPEG or WebP signature, at most 5 MB, decodable by sharp within a pixel limit. What is stored is sharp's
 * re-encoding (WebP, at most 2000 px a side, metadata dropped), so no uploaded byte reaches the database or a viewer.
 */
import sharp from 'sharp';
import { ApiError } from '../http/envelope.ts';

const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** A decoded image larger than this many pixels is refused before it is drawn (a small file can claim a huge canvas). */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 2000;

type ImageKind = 'png' | 'jpeg' | 'webp';

/** The image format the bytes start with; null when they are none of the three. */
function receiptKind(b: Buffer): ImageKind | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface Receipt {
  contentType: 'image/webp';
  width: number;
  height: number;
  image: Buffer;
}

/** Checks and re-encodes a base64 receipt; refusals are 400 deposit.receipt.size / .type / .invalid. */
export async function readReceipt(base64: string): Promise<Receipt> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > RECEIPT_MAX_BYTES)
    throw new ApiError(400, 'deposit.receipt.size', 'The receipt image is larger than 5 MB. Send a smaller photo or screenshot.');
  const kind = receiptKind(bytes);
  if (!kind) throw new ApiError(400, 'deposit.receipt.type', 'The receipt must be a PNG, JPEG or WebP image.');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: 'image/webp', width: info.width, height: info.height, image: data };
  } catch {
    throw new ApiError(400, 'deposit.receipt.invalid', 'The receipt image cannot be read. Send a clear photo or screenshot of the transfer.');
  }
}

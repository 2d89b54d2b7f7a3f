import { desDecrypt, desEncrypt } from './legacy.ts';
import { randomAlphanumeric } from './bytes.ts';

/**
 * Customer-service item paths (items titled 'CS' or 'whatsapp') come DES-encrypted with the key appended as the
 * last 8 characters: `<DES base64><key8>`. Plain links (http(s)://, /, mailto:, tel:) pass through unchanged.
 */
export function decodeCsPath(path: string): string {
  if (/^(https?:\/\/|\/|mailto:|tel:)/i.test(path) || path.length <= 8) return path;
  try {
    const out = desDecrypt(path.slice(0, -8), path.slice(-8));
    return out || path;
  } catch {
    return path;
  }
}

/** The inverse, for the server's seed data. */
export function encodeCsPath(url: string, key = randomAlphanumeric(8)): string {
  return desEncrypt(url, key) + key;
}

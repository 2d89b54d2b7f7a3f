import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/pad-pkcs7.js';
import 'crypto-js/enc-base64.js';
import { randomAlphanumeric, toHex, utf8 } from './bytes.ts';
import type { EncryptedRequest } from './modern.ts';

/**
 * The platform's own body scheme, kept for compatibility only (DES and unpadded RSA are weak): a random
 * 16-character key, the JSON body DES-ECB/PKCS7-encrypted under its first 8 bytes, and the reversed key
 * raw-RSA-encrypted with the server's public key (hex modulus from GET /wps/session/key/rsa, exponent 0x10001).
 * Body `{"value": <DES base64>}`, headers `Encryption: <RSA hex>`, `X-Digest: <DES base64>`, `X-RSA: <modulus hex>`.
 */
export const LEGACY_SCHEME = 'legacy-des';

export interface LegacyPublicKey {
  /** Modulus, hex. */
  modulus: string;
  /** Public exponent, hex; default 10001. */
  exponent?: string;
}

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  let b = base % mod;
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
    e >>= 1n;
  }
  return result;
}

/** Raw RSA (no padding) of the key's bytes in reverse order, as the platform's security.js does; hex, modulus-wide. */
function rsaRawEncryptReversed(text: string, key: LegacyPublicKey): string {
  const bytes = utf8(text).reverse();
  const n = BigInt(`0x${key.modulus}`);
  const c = modPow(BigInt(`0x${toHex(bytes)}`), BigInt(`0x${key.exponent ?? '10001'}`), n);
  return c.toString(16).padStart(key.modulus.replace(/^0+/, '').length, '0');
}

/** DES-ECB/PKCS7 under the first 8 characters of `key`, base64. */
export function desEncrypt(plain: string, key: string): string {
  const k = CryptoJS.enc.Utf8.parse(key.slice(0, 8));
  return CryptoJS.DES.encrypt(plain, k, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

export function desDecrypt(b64: string, key: string): string {
  const k = CryptoJS.enc.Utf8.parse(key.slice(0, 8));
  return CryptoJS.DES.decrypt(b64, k, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
}

/** Encrypts a JSON body with the legacy scheme. `randomKey` is for tests only. */
export function encryptLegacy(body: unknown, key: LegacyPublicKey, randomKey = randomAlphanumeric(16)): EncryptedRequest {
  const value = desEncrypt(JSON.stringify(body), randomKey);
  return {
    body: { value },
    headers: { Encryption: rsaRawEncryptReversed(randomKey, key), 'X-Digest': value, 'X-RSA': key.modulus },
  };
}

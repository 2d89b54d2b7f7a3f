import { fromBase64, randomBytes, toBase64, utf8 } from './bytes.ts';

/**
 * Modern body scheme `oaep-gcm`: a fresh AES-256-GCM key per request encrypts the JSON body; the key travels
 * wrapped with the server's RSA-OAEP (SHA-256) public key. The method and path are bound in as additional data,
 * so a captured body cannot be replayed against another call.
 *
 * Request: body `{"value": base64(iv[12] || ciphertext || tag[16])}`, headers `Encryption-Scheme: oaep-gcm`,
 * `Encryption: base64(RSA-OAEP(aesKey))`, `Encryption-Key-Id: <keyId>`. Additional data: `"<METHOD> <path>"`,
 * path from `/wps` or `/lgw` on, without the query.
 */
export const MODERN_SCHEME = 'oaep-gcm';

/** What GET /wps/session/key/oaep returns. */
export interface ModernPublicKey {
  keyId: string;
  /** SubjectPublicKeyInfo DER, base64. */
  spki: string;
  alg: 'RSA-OAEP-256';
}

export interface EncryptedRequest {
  body: { value: string };
  headers: Record<string, string>;
}

export function modernAad(method: string, path: string): Uint8Array<ArrayBuffer> {
  return utf8(`${method.toUpperCase()} ${path.split('?')[0]}`);
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function importPublic(key: ModernPublicKey): Promise<CryptoKey> {
  let k = keyCache.get(key.spki);
  if (!k) {
    k = globalThis.crypto.subtle.importKey('spki', fromBase64(key.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    keyCache.set(key.spki, k);
  }
  return k;
}

/** Encrypts a JSON body for `method path` with the modern scheme. */
export async function encryptModern(body: unknown, key: ModernPublicKey, method: string, path: string): Promise<EncryptedRequest> {
  const subtle = globalThis.crypto.subtle;
  const rawKey = randomBytes(32);
  const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = randomBytes(12);
  const ct = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: modernAad(method, path) }, aesKey, utf8(JSON.stringify(body))));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, await importPublic(key), rawKey));
  const packed = new Uint8Array(iv.length + ct.length);
  packed.set(iv, 0);
  packed.set(ct, iv.length);
  return {
    body: { value: toBase64(packed) },
    headers: { 'Encryption-Scheme': MODERN_SCHEME, Encryption: toBase64(wrapped), 'Encryption-Key-Id': key.keyId },
  };
}

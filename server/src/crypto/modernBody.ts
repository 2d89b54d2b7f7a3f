import { createPrivateKey } from 'node:crypto';
import { modernAad } from '../../../src/api/encryption/modern.ts';
import type { ServerKeys } from './keys.ts';
import { BodyCryptoError } from './legacyBody.ts';

const privateKeys = new Map<string, Promise<CryptoKey>>();

function importPrivate(pem: string): Promise<CryptoKey> {
  let k = privateKeys.get(pem);
  if (!k) {
    const der = createPrivateKey(pem).export({ type: 'pkcs8', format: 'der' });
    k = crypto.subtle.importKey('pkcs8', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
    privateKeys.set(pem, k);
  }
  return k;
}

/** Opens a modern-scheme body (RSA-OAEP-256 wrapped AES-256-GCM, WebCrypto); see src/api/encryption/modern.ts. */
export async function openModernBody(
  keys: ServerKeys['oaep'],
  headers: { encryption: string; keyId: string | undefined },
  value: string,
  method: string,
  path: string,
): Promise<unknown> {
  if (headers.keyId && headers.keyId !== keys.keyId) {
    throw new BodyCryptoError('encryption.key.unknown', 'The encryption key is not current: fetch it again.');
  }
  const wrapped = Buffer.from(headers.encryption, 'base64');
  const packed = Buffer.from(value, 'base64');
  if (wrapped.length !== 256 || packed.length < 12 + 16) throw new BodyCryptoError('encryption.invalid', 'Bad encrypted body.');
  let plain: ArrayBuffer;
  try {
    const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, await importPrivate(keys.privatePem), wrapped);
    const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: packed.subarray(0, 12), additionalData: modernAad(method, path) }, aes, packed.subarray(12));
  } catch {
    throw new BodyCryptoError('encryption.invalid', 'The body could not be decrypted.');
  }
  try {
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    throw new BodyCryptoError('request.json.invalid', 'The decrypted body is not valid JSON.');
  }
}

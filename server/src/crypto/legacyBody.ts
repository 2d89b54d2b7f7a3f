import { constants, privateDecrypt } from 'node:crypto';
import { desDecrypt } from '../../../src/api/encryption/legacy.ts';
import type { ServerKeys } from './keys.ts';

/** Why a body could not be opened; the route answers 400 with this code. */
export class BodyCryptoError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Opens a legacy-scheme body: raw-RSA-decrypt the `Encryption` hex to the reversed 16-character key, then
 * DES-decrypt `value` under its first 8 bytes (crypto-js: Node 20's OpenSSL 3 has no DES).
 */
export function openLegacyBody(
  keys: ServerKeys['legacy'],
  headers: { encryption: string; digest: string | undefined; rsa: string | undefined },
  value: string,
): unknown {
  if (headers.rsa && headers.rsa !== keys.modulusHex && headers.rsa !== keys.keyId) {
    throw new BodyCryptoError('encryption.key.unknown', 'The encryption key is not current: fetch it again.');
  }
  if (headers.digest !== undefined && headers.digest !== value) {
    throw new BodyCryptoError('encryption.invalid', 'The body does not match its digest.');
  }
  if (!/^[0-9a-fA-F]{1,1024}$/.test(headers.encryption)) throw new BodyCryptoError('encryption.invalid', 'Bad Encryption header.');
  const width = keys.modulusHex.length / 2;
  const c = Buffer.from(headers.encryption.padStart(width * 2, '0'), 'hex');
  if (c.length !== width) throw new BodyCryptoError('encryption.invalid', 'Bad Encryption header.');
  let m: Buffer;
  try {
    m = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_NO_PADDING }, c);
  } catch {
    throw new BodyCryptoError('encryption.invalid', 'The key could not be decrypted.');
  }
  let i = 0;
  while (i < m.length && m[i] === 0) i++;
  const key = Buffer.from(m.subarray(i)).reverse().toString('latin1');
  if (!/^[\x21-\x7e]{8,32}$/.test(key)) throw new BodyCryptoError('encryption.invalid', 'The key could not be decrypted.');
  let plain: string;
  try {
    plain = desDecrypt(value, key);
  } catch {
    plain = '';
  }
  if (!plain) throw new BodyCryptoError('encryption.invalid', 'The body could not be decrypted.');
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new BodyCryptoError('request.json.invalid', 'The decrypted body is not valid JSON.');
  }
}

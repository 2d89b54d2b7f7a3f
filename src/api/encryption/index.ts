import { loadOnce } from '../../core/loadOnce.ts';
import { encryptLegacy, LEGACY_SCHEME } from './legacy.ts';
import { encryptModern, MODERN_SCHEME, type EncryptedRequest, type ModernPublicKey } from './modern.ts';

export { encryptLegacy, desDecrypt } from './legacy.ts';
export { encryptModern, modernAad, type ModernPublicKey } from './modern.ts';
export { decodeCsPath } from './csPath.ts';

/** Which body scheme a brand uses (system status `info.encryption.scheme`); `plain` only where the brand allows it. */
export type EncryptionScheme = typeof MODERN_SCHEME | typeof LEGACY_SCHEME | 'plain';

/** Where the encryptor gets the server's public keys (the API client passes its own calls). */
export interface KeySource {
  modernKey(): Promise<ModernPublicKey>;
  /** Hex modulus. */
  legacyKey(): Promise<string>;
}

/** Encrypts bodies of the encrypted calls with the brand's scheme, fetching each public key once. */
export interface BodyEncryptor {
  encrypt(method: string, path: string, body: unknown): Promise<EncryptedRequest | { body: unknown; headers: Record<string, string> }>;
  /** Forget cached keys (after the server answered `encryption.key.unknown`). */
  reset(): void;
}

export function createBodyEncryptor(scheme: () => EncryptionScheme, keys: KeySource): BodyEncryptor {
  // Each key is asked for once; one that failed to come is asked for again by the next request.
  const modern = loadOnce(keys.modernKey);
  const legacy = loadOnce(keys.legacyKey);
  return {
    async encrypt(method, path, body) {
      const s = scheme();
      if (s === MODERN_SCHEME) return encryptModern(body, await modern.load(), method, path);
      if (s === LEGACY_SCHEME) return encryptLegacy(body, { modulus: await legacy.load() });
      return { body, headers: {} };
    },
    reset() {
      modern.forget();
      legacy.forget();
    },
  };
}

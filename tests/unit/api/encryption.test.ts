import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desDecrypt, encryptLegacy, encryptModern, modernAad } from '../../../src/api/encryption/index.ts';
import { decodeCsPath, encodeCsPath } from '../../../src/api/encryption/csPath.ts';
import { createApiClient } from '../../../src/api/index.ts';
import { apiCalls } from '../../../src/generated/api/calls.ts';
import { fakeFetch, json, okValue } from './fakeServer.ts';

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function oaepPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const spki = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
  return { pair, pub: { keyId: 'k1', spki, alg: 'RSA-OAEP-256' as const } };
}

async function openModern(priv: CryptoKey, wrapped: string, value: string, method: string, path: string): Promise<unknown> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, priv, b64(wrapped));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const packed = b64(value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: packed.subarray(0, 12), additionalData: modernAad(method, path) }, key, packed.subarray(12));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('body encryption schemes', () => {
  it('modern: RSA-OAEP-256 wrapped AES-256-GCM, bound to method and path', async () => {
    const { pair, pub } = await oaepPair();
    const enc = await encryptModern({ username: 'demo0', password: 'pässword' }, pub, 'POST', apiCalls.login.path);
    expect(enc.headers['Encryption-Scheme']).toBe('oaep-gcm');
    expect(enc.headers['Encryption-Key-Id']).toBe('k1');
    await expect(openModern(pair.privateKey, enc.headers.Encryption, enc.body.value, 'POST', apiCalls.login.path)).resolves.toEqual({
      username: 'demo0',
      password: 'pässword',
    });
    await expect(openModern(pair.privateKey, enc.headers.Encryption, enc.body.value, 'POST', apiCalls.changePassword.path)).rejects.toThrow();
  });

  it('legacy: DES-ECB body, raw RSA of the reversed key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const modulus = Buffer.from(String(publicKey.export({ format: 'jwk' }).n), 'base64url').toString('hex');
    const enc = encryptLegacy({ a: 'b' }, { modulus }, 'ABCDEFGH12345678');
    expect(enc.headers['X-Digest']).toBe(enc.body.value);
    const m = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(enc.headers.Encryption, 'hex'));
    const key = Buffer.from(m.subarray(m.findIndex((b) => b !== 0)))
      .reverse()
      .toString();
    expect(key).toBe('ABCDEFGH12345678');
    expect(JSON.parse(desDecrypt(enc.body.value, key))).toEqual({ a: 'b' });
  });

  it('customer-service paths: DES with the key as the last 8 characters', () => {
    const path = encodeCsPath('https://t.me/help', 'Key12345');
    expect(path.endsWith('Key12345')).toBe(true);
    expect(decodeCsPath(path)).toBe('https://t.me/help');
    expect(decodeCsPath('https://plain.example')).toBe('https://plain.example');
  });
});

describe('client with encryption', () => {
  it('fetches the key once, encrypts login, sends Device; retries once after encryption.key.unknown', async () => {
    const { pair, pub } = await oaepPair();
    let refuseOnce = true;
    const bodies: unknown[] = [];
    const { fetch, seen } = fakeFetch(async (req) => {
      if (req.url.pathname === apiCalls.oaepKey.path) return okValue(pub);
      const opened = await openModern(pair.privateKey, req.headers.encryption, JSON.parse(req.body ?? '{}').value, req.method, req.url.pathname);
      bodies.push(opened);
      if (refuseOnce) {
        refuseOnce = false;
        return json(400, { success: false, errorCode: 'encryption.key.unknown', message: 'stale' });
      }
      return okValue({ token: 't'.repeat(64), id: 1, userName: 'demo0', customerType: 0, type: 0, firstTimeLogin: false });
    });
    const api = createApiClient({
      baseUrl: 'http://api.test',
      merchantCode: 'LUCKY88',
      getToken: () => null,
      getLanguage: () => 'EN',
      encryption: 'oaep-gcm',
      fetch,
      isOffline: () => false,
    });
    const v = await api.call('login', { type: 'username', username: 'demo0', password: 'demo1234' }, { headers: { Device: 'PWA' } });
    expect(v.userName).toBe('demo0');
    expect(bodies).toEqual([
      { type: 'username', username: 'demo0', password: 'demo1234' },
      { type: 'username', username: 'demo0', password: 'demo1234' },
    ]);
    const logins = seen.filter((s) => s.url.pathname === apiCalls.login.path);
    expect(logins.every((s) => s.headers.device === 'PWA')).toBe(true);
    expect(seen.filter((s) => s.url.pathname === apiCalls.oaepKey.path).length).toBe(2); // fetched again after the reset
  });

  it('register sends ModuleId and a plain body only when the brand allows plain', async () => {
    const { fetch, seen } = fakeFetch(() => okValue({ id: 1, userName: 'u', customerType: 0 }));
    const api = createApiClient({
      baseUrl: '',
      merchantCode: 'LUCKY88',
      getToken: () => null,
      getLanguage: () => 'EN',
      encryption: 'plain',
      fetch,
      isOffline: () => false,
    });
    await api.call('register', { username: 'abcdefg', password: 'abc12345' });
    expect(seen[0].headers.moduleid).toBe('REG3');
    expect(seen[0].method).toBe('PUT');
    expect(JSON.parse(seen[0].body ?? '')).toEqual({ username: 'abcdefg', password: 'abc12345' });
  });
});

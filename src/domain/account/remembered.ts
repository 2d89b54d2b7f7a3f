import { readJson, StorageKeys, writeJson } from '../../state/storageKeys.ts';

/** The remembered login (localStorage remPass), as the wire-format notes describe it. */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  /** base64(base64(password + salt)); the salt is the separate item `sass`. */
  password: string;
  countryDialingCode: string;
}

const b64 = (s: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
const unb64 = (s: string): string => new TextDecoder().decode(Uint8Array.from(atob(s), (c) => c.charCodeAt(0)));

/** A fresh random salt (hex), so two players' stored strings never match for the same password. */
export function newSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function encodeRememberedPassword(password: string, salt: string): string {
  return b64(b64(password + salt));
}

/** The password back, or null when the stored text was not made with this salt. */
export function decodeRememberedPassword(encoded: string, salt: string): string | null {
  try {
    const plain = unb64(unb64(encoded));
    return plain.endsWith(salt) ? plain.slice(0, plain.length - salt.length) : null;
  } catch {
    return null;
  }
}

export interface RememberedCredentials {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}

/** Reads remPass + sass; a corrupt or foreign entry reads as nothing. */
export function loadRemembered(local: Storage): RememberedCredentials | null {
  const item = readJson<RememberedLogin>(local, StorageKeys.rememberedLogin);
  const salt = local.getItem(StorageKeys.rememberedSalt) ?? '';
  if (!item || typeof item.username !== 'string') return null;
  const password = item.type === 'sms' ? '' : (decodeRememberedPassword(item.password ?? '', salt) ?? '');
  return { type: item.type === 'sms' ? 'sms' : 'username', username: item.username, password, countryDialingCode: item.countryDialingCode ?? '' };
}

export function saveRemembered(local: Storage, c: RememberedCredentials): void {
  const salt = newSalt();
  local.setItem(StorageKeys.rememberedSalt, salt);
  const item: RememberedLogin = {
    type: c.type,
    username: c.username,
    password: c.type === 'sms' ? '' : encodeRememberedPassword(c.password, salt),
    countryDialingCode: c.countryDialingCode,
  };
  writeJson(local, StorageKeys.rememberedLogin, item);
}

export function forgetRemembered(local: Storage): void {
  local.removeItem(StorageKeys.rememberedLogin);
  local.removeItem(StorageKeys.rememberedSalt);
}

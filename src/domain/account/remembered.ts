import { readJson, StorageKeys, writeJson } from '../../state/storageKeys.ts';

/**
 * The remembered login (localStorage remPass): which sign-in tab, the account name or mobile number and the dialing
 * code, never a password. Anything in localStorage is readable by every script of the origin and survives the
 * session, so the password is left to the browser's password manager (the fields' autocomplete attributes, and
 * the Credential Management API where the browser has it: storeCredential below).
 */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode: string;
}

/**
 * Reads remPass. An entry written by earlier versions (it carried an encoded password, with a salt item `sass`
 * beside it) is cleared on sight, as is a corrupt one.
 */
export function loadRemembered(local: Storage): RememberedLogin | null {
  const item = readJson<Partial<RememberedLogin> & { password?: unknown }>(local, StorageKeys.rememberedLogin);
  if (item && ('password' in item || local.getItem(StorageKeys.rememberedSalt) !== null)) {
    forgetRemembered(local);
    return null;
  }
  if (!item || typeof item.username !== 'string') return null;
  return {
    type: item.type === 'sms' ? 'sms' : 'username',
    username: item.username,
    countryDialingCode: typeof item.countryDialingCode === 'string' ? item.countryDialingCode : '',
  };
}

export function saveRemembered(local: Storage, login: RememberedLogin): void {
  local.removeItem(StorageKeys.rememberedSalt);
  writeJson(local, StorageKeys.rememberedLogin, { type: login.type, username: login.username, countryDialingCode: login.countryDialingCode });
}

export function forgetRemembered(local: Storage): void {
  local.removeItem(StorageKeys.rememberedLogin);
  local.removeItem(StorageKeys.rememberedSalt);
}

/** The browser's PasswordCredential, where it exists (Chromium); not in TypeScript's DOM library. */
type PasswordCredentialConstructor = new (data: { id: string; password: string; name?: string }) => Credential;

/**
 * Offers the signed-in account and password to the browser's password manager (Chromium asks the person whether
 * to save them). Browsers without the API save through the form's autocomplete attributes instead. Never throws:
 * a refused or unsupported store changes nothing for the login.
 */
export async function storeCredential(id: string, password: string): Promise<void> {
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!Ctor || !navigator.credentials?.store || !id || !password) return;
  try {
    await navigator.credentials.store(new Ctor({ id, password }));
  } catch {
    // The person declined, or the page is not in a secure context: the password manager is a convenience.
  }
}

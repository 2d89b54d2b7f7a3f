/**
 * Which accounts signed in with a one-time code on this browser, so the code field is shown at once next time. Only
 * the lower-cased names are kept (never a code or a password); a browser that forbids storage just asks again.
 */
const KEY = 'mc_studio_totp_accounts';

const read = (): string[] => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const usesTotp = (username: string): boolean => read().includes(username.trim().toLowerCase());

export function rememberTotp(username: string, uses: boolean): void {
  const name = username.trim().toLowerCase();
  const others = read().filter((n) => n !== name);
  try {
    localStorage.setItem(KEY, JSON.stringify(uses ? [...others.slice(-19), name] : others));
  } catch {
    // Storage refused (private mode): the field is shown after a failed try instead.
  }
}

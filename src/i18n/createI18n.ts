import i18next, { type i18n } from 'i18next';
import type { LocaleDocument } from '../generated/locale.ts';

/**
 * One i18next instance per app (no global): resources are the locale documents at hand, keyed by the
 * platform's upper-case language codes (EN, TY, CN, ...). Missing keys fall back to the brand's default language.
 */
export async function createI18n(
  locales: Record<string, LocaleDocument>,
  language: string,
  fallback: string,
  supported: readonly string[] = Object.keys(locales),
): Promise<i18n> {
  const instance = i18next.createInstance();
  // The documents as they are (their `$schema` key is just one more unused key): copying ~500 keys per language
  // without it was a few milliseconds of the boot, before the first render.
  const resources = Object.fromEntries(Object.entries(locales).map(([lng, doc]) => [lng, { translation: doc as Record<string, string> }]));
  await instance.init({
    resources,
    lng: language,
    fallbackLng: fallback,
    // Every language the brand offers, loaded or not (the others' strings arrive when one is picked: setLanguage).
    supportedLngs: [...supported],
    lowerCaseLng: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The language to start in: the saved choice if the brand supports it, else the brand's default. */
export function initialLanguage(saved: string | null, supported: readonly string[], fallback: string): string {
  const s = saved?.toUpperCase();
  return s && supported.includes(s) ? s : fallback;
}

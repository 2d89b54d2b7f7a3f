import type { i18n } from 'i18next';
import { startTransition } from 'react';
import type { BrandBundle } from '../generated/brand-bundle.ts';
import { fetchLocale } from '../i18n/fetchLocale.ts';
import { applyTheme } from './theme.ts';

/**
 * Runs the page on a newly published revision: its theme, its strings for the language shown (from the document
 * when it carries them, else fetched; other languages are dropped and fetched again when picked), then the app drawn
 * with it. The player stays on the page they are on, signed in, with what they typed.
 */
export async function applyBrandRevision(bundle: BrandBundle, i18n: i18n, draw: (b: BrandBundle) => void): Promise<void> {
  const language = i18n.language;
  const strings = bundle.locales[language] ?? (await fetchLocale(language).catch(() => null));
  for (const loaded of Object.keys(i18n.store.data)) {
    if (loaded !== language && !bundle.locales[loaded]) i18n.removeResourceBundle(loaded, 'translation');
  }
  for (const [lang, doc] of Object.entries(bundle.locales)) i18n.addResourceBundle(lang, 'translation', doc, true, true);
  if (strings) i18n.addResourceBundle(language, 'translation', strings, true, true);
  applyTheme(bundle.brand.theme);
  startTransition(() => draw(bundle));
}

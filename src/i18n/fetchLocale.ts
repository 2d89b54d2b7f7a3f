import { localeDocumentPath } from '../core/brand/brandDocumentPath.ts';
import type { LocaleDocument } from '../generated/locale.ts';

/**
 * One language's strings of the page's brand, from the server (localeDocumentPath); the brand document carries only
 * its default language's. Rejects when the network or the server cannot answer, or the answer is not a strings
 * document.
 */
export async function fetchLocale(language: string, signal?: AbortSignal): Promise<LocaleDocument> {
  const res = await fetch(localeDocumentPath(language), { credentials: 'same-origin', signal });
  if (!res.ok) throw new Error(`${language} strings: HTTP ${res.status}`);
  const doc: unknown = await res.json();
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new Error(`${language} strings: not a strings document`);
  return doc as LocaleDocument;
}

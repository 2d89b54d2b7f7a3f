/**
 * Where the app fetches its brand's composed documents. One address for every brand: whoever serves the app (the
 * reference server, or the development server) answers it with the brand the page's host maps to, so the page
 * and its scripts never name, list or reach another brand. Development only: `?brand=<id>` picks another.
 */
export const BRAND_DOCUMENT_PATH = '/brands/current.json';

/**
 * Where the app fetches one language's strings of its brand (`EN`, `TY`, ...). The brand document carries only the
 * default language's: a first visit needs one language, and the others were two thirds of the document's bytes.
 */
export const LOCALE_DOCUMENT_PREFIX = '/brands/current/locales/';
export const localeDocumentPath = (language: string): string => `${LOCALE_DOCUMENT_PREFIX}${encodeURIComponent(language)}.json`;

/**
 * Where the app fetches its brand's composed documents. One address for every brand: whoever serves the app (the
 * reference server, or the development server) answers it with the brand the page's host maps to, so the page
 * and its scripts never name, list or reach another brand. Development only: `?brand=<id>` picks another.
 */
export const BRAND_DOCUMENT_PATH = '/brands/current.json';

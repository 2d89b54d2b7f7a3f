const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Why a draft cannot be drawn at all, or null. Only the frame the app stands on is looked at (brand, theme,
 * languages, routing, chrome, screens with their paths, locales): the studio's own checks tell the operator about
 * everything else as they type, and the app draws a node it cannot render as a problem box of its own.
 */
export function bundleShapeProblem(raw: unknown): string | null {
  if (!isObject(raw)) return 'The draft is not a brand bundle (an object with brand, screens and locales).';
  const { brand, screens, locales } = raw;
  if (!isObject(brand)) return 'The draft has no brand document.';
  for (const key of ['theme', 'languages', 'routing', 'chrome'] as const) {
    if (!isObject(brand[key])) return `The draft's brand document has no "${key}".`;
  }
  if (!Array.isArray(screens)) return 'The draft has no list of screens.';
  const broken = screens.findIndex((s) => !isObject(s) || typeof s.id !== 'string' || !Array.isArray(s.paths) || !Array.isArray(s.body));
  if (broken >= 0) return `The draft's screen #${broken + 1} lacks an id, its paths or its body.`;
  if (!isObject(locales)) return 'The draft has no locales.';
  return null;
}

import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { ScreenDocument } from '../../generated/screen.ts';
import { DOCUMENT_VERSION } from '../migrations/documentVersion.ts';
import type { CompiledValidator, ValidationError } from '../validation/types.ts';

export interface BundleValidators {
  validateBrandBundle: CompiledValidator;
  validateBrand: CompiledValidator;
  validateScreen: CompiledValidator;
  validateLocale: CompiledValidator;
}

export interface BundleCheck {
  /** The bundle to run with (repaired where possible), or null when the brand itself is unusable. */
  bundle: BrandBundle | null;
  /** Operator-readable problems: JSON pointer and message. */
  problems: string[];
}

/** Validator errors as lines: JSON pointer (after `prefix`), message, params. */
export const describeErrors = (prefix: string, errors: ValidationError[] | null | undefined): string[] =>
  (errors ?? []).slice(0, 20).map((e) => `${prefix}${e.instancePath || '/'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);

/**
 * Validates a loaded bundle with the precompiled validators. A broken screen is replaced by a safe 'no data'
 * screen on the same paths (the rest of the app keeps working); a broken brand document cannot be repaired.
 */
export function checkBundle(raw: unknown, v: BundleValidators): BundleCheck {
  if (v.validateBrandBundle(raw)) return { bundle: raw as BrandBundle, problems: [] };
  const problems = describeErrors('', v.validateBrandBundle.errors);
  const r = (raw ?? {}) as Partial<BrandBundle>;
  if (!v.validateBrand(r.brand)) return { bundle: null, problems };
  const screens = (Array.isArray(r.screens) ? r.screens : []).map((s, i): ScreenDocument => {
    if (v.validateScreen(s)) return s;
    const loose = (s ?? {}) as Partial<ScreenDocument>;
    const id = typeof loose.id === 'string' ? loose.id : `screen${i}`;
    return {
      id,
      paths: Array.isArray(loose.paths) ? loose.paths.filter((p): p is string => typeof p === 'string') : [],
      chrome: { topBar: true, bottomBar: true, back: 'history' },
      body: [{ id: `${id}.unavailable`, type: 'noData' }],
    };
  });
  const locales = Object.fromEntries(Object.entries(r.locales ?? {}).filter(([, doc]) => v.validateLocale(doc)));
  // A bundle that does not say its version is taken as this app's (its documents were just checked against it).
  const schemaVersion = typeof r.schemaVersion === 'number' ? r.schemaVersion : DOCUMENT_VERSION;
  return { bundle: { schemaVersion, brand: r.brand as BrandBundle['brand'], screens, locales }, problems };
}

import type { BrandBundle } from '../../generated/brand-bundle.ts';
import { deepEqual } from './json.ts';

/** A screen the draft changes, with the route that shows it (its first path). */
export interface ChangedScreen {
  screen: string;
  path: string;
}

/**
 * The screens whose composed documents differ between two bundles. A change of brand.json (chrome, theme,
 * settings) or of a locale shows on every screen, so then every screen is listed, those whose own document changed
 * first. Screens without a route (the status gate's) cannot be shown in a preview and are left out.
 */
export function changedScreens(before: BrandBundle, after: BrandBundle): ChangedScreen[] {
  const everywhere = !deepEqual(before.brand, after.brand) || !deepEqual(before.locales, after.locales);
  const beforeById = new Map(before.screens.map((s) => [s.id, s]));
  const afterById = new Map(after.screens.map((s) => [s.id, s]));
  const own: ChangedScreen[] = [];
  const rest: ChangedScreen[] = [];
  for (const id of [...new Set([...beforeById.keys(), ...afterById.keys()])].sort()) {
    const a = beforeById.get(id);
    const b = afterById.get(id);
    const changed = !deepEqual(a, b);
    if (!everywhere && !changed) continue;
    const path = (b ?? a)?.paths?.[0];
    if (path !== undefined) (changed ? own : rest).push({ screen: id, path });
  }
  // The screens whose own document changed come first: a brand-wide change (theme, chrome, texts) reaches every
  // screen, and the ones the operator edited are the ones to look at.
  return [...own, ...rest];
}

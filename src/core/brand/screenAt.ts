import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { ScreenDocument } from '../../generated/screen.ts';

/** The screen whose paths list this exact pathname (what boot loads ahead for the first screen), if any. */
export function screenAt(bundle: BrandBundle, pathname: string): ScreenDocument | undefined {
  return bundle.screens.find((s) => s.paths.includes(pathname));
}

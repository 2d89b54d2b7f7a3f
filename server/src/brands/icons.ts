import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandDocument } from '../../../src/generated/brand.ts';
import { iconSource, renderAppIcons } from '../../../tools/pwa/icons.ts';

/** The repository root: a brand icon given as a path is a file under its public/, as the build reads it. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The installable app's icons of a brand, drawn with sharp from brand.json `icon` as the build draws them (192,
 * 512, their maskable versions, the 180 px iOS icon). Drawn at publish and stored with the revision, so a request
 * never waits for sharp. Throws with a message an operator can act on when the icon cannot be read.
 */
export async function drawBrandIcons(brand: BrandDocument): Promise<Map<string, Buffer>> {
  return renderAppIcons(iconSource(brand, ROOT), brand.theme.tokens['color-bg']);
}

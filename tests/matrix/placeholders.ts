import type { BrandBundle } from '../../src/generated/brand-bundle.ts';

/**
 * The screens whose body is only the no-data widget: routes that exist but show a member nothing yet. The list is
 * a reviewed snapshot, so building a screen shows as a line leaving it.
 */
export function placeholderScreens(bundles: readonly BrandBundle[]): { text: string; summary: string } {
  const lines: string[] = [];
  let count = 0;
  let total = 0;
  for (const b of bundles) {
    const ids = b.screens.filter((s) => s.body.length > 0 && s.body.every((n) => n.type === 'noData')).map((s) => s.id);
    count += ids.length;
    total += b.screens.length;
    lines.push(`${b.brand.id}: ${ids.length} of ${b.screens.length} screens show only the no-data placeholder`, ...ids.map((id) => `  ${id}`));
  }
  return { text: `${lines.join('\n')}\n`, summary: `screen matrix: ${count} of ${total} screens (all brands) still show only the no-data placeholder` };
}

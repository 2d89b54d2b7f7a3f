import { CONTRAST_PAIRS, checkPairs, formatRatio } from '../../../src/core/theme/contrast.ts';
import type { ComposedBrand } from '../compose.ts';
import type { LintContext } from '../context.ts';
import { isObject } from '../json.ts';

// The pairs and the maths live in core, where the studio's theme editor shows the same verdicts live.
export { CONTRAST_PAIRS, contrastRatio } from '../../../src/core/theme/contrast.ts';

/**
 * Each text/background pair of a composed brand's tokens must meet WCAG AA. The finding points where the operator
 * acts: at the token of the pair the brand's overlay set (the foreground when it set both), else at the foreground
 * in _base; a token of the pair the brand did not set is named as _base's.
 */
export function checkContrast(ctx: LintContext, b: ComposedBrand): void {
  const brand = isObject(b.brand.value) ? b.brand.value : {};
  const theme = isObject(brand.theme) ? brand.theme : {};
  const tokens = isObject(theme.tokens) ? theme.tokens : {};
  const path = (token: string): string[] => ['theme', 'tokens', token];
  const fromOverlay = (token: string): boolean => b.brand.overlay !== undefined && b.brand.sourceOf(path(token)) === b.brand.overlay;
  for (const { pair, fg: f, bg: g, ratio, passes } of checkPairs(tokens, CONTRAST_PAIRS)) {
    if (passes) continue;
    const { fg, bg, min, use } = pair;
    const at = !fromOverlay(fg) && fromOverlay(bg) ? bg : fg;
    const other = at === fg ? bg : fg;
    const brandSet = fromOverlay(fg) || fromOverlay(bg);
    const paired = brandSet && !fromOverlay(other) ? `; paired with _base's ${other} (${other === fg ? f : g})` : '';
    ctx.reporter.add(b.brand, path(at), {
      rule: 'token-contrast',
      brand: b.name,
      message: `${fg} (${f}) on ${bg} (${g}) is ${formatRatio(ratio)}, below WCAG AA ${min}:1 for ${use}${paired}`,
      expected: `a contrast of at least ${min}:1 (change ${fg} or ${bg})`,
      found: formatRatio(ratio),
    });
  }
}

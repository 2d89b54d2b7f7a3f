import type { BrandDocument } from '../generated/brand.ts';

/**
 * Brand tokens (schemas/tokens.schema.json, every one present on a composed brand) become CSS variables on :root,
 * set through the CSSOM, which a strict CSP allows. base.css holds the same set for the frames before boot.
 */
export function applyTheme(theme: BrandDocument['theme'], root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(theme.tokens)) root.style.setProperty(`--${name}`, value);
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && theme.tokens['color-bg']) meta.setAttribute('content', theme.tokens['color-bg']);
  // The spec: the theme is stored under `theme` and always ends up dark.
  try {
    window.localStorage.setItem('theme', 'dark');
  } catch {
    // storage unavailable: nothing to keep
  }
  root.dataset.theme = 'dark';
}

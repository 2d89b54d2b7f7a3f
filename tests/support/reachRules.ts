import type { Page } from '@playwright/test';

/**
 * Page forms whose primary button is out of reach: some of the form is on screen (between the top bar and the
 * bottom bar), but its primary button (a block submit button) is not wholly in that band, i.e. below the fold or
 * under the bottom bar. Forms in dialogs are the dialog's to lay out, and are skipped.
 */
export async function primaryOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const top = document.querySelector('.topbar, .backbar')?.getBoundingClientRect().bottom ?? 0;
    const bottom = document.querySelector('.bottombar')?.getBoundingClientRect().top ?? window.innerHeight;
    const found: string[] = [];
    for (const form of document.querySelectorAll<HTMLFormElement>('.page form')) {
      const button = [...form.querySelectorAll<HTMLElement>(".btn-block[type='submit']")].find((b) => !b.closest('dialog'));
      const f = form.getBoundingClientRect();
      if (!button || button.getClientRects().length === 0 || f.bottom <= top || f.top >= bottom) continue;
      const b = button.getBoundingClientRect();
      if (b.top < top - 0.5 || b.bottom > bottom + 0.5) {
        found.push(`"${button.textContent?.trim()}" at ${Math.round(b.top)}-${Math.round(b.bottom)}, the band is ${Math.round(top)}-${Math.round(bottom)}`);
      }
    }
    return found;
  });
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandDocument } from '../generated/brand.ts';
import type { ScreenChrome } from '../generated/screen.ts';
import { documentTitle, screenTitleKey } from './documentTitle.ts';

/**
 * Keeps the tab title and page icon with the brand on every screen: the server writes both into the page it
 * serves; the development server does not know the brand, so the icon is set here too.
 */
export function useDocumentHead(brand: Pick<BrandDocument, 'name' | 'icon'>, chrome: ScreenChrome | undefined): void {
  const { t } = useTranslation();
  const key = screenTitleKey(chrome);
  const title = documentTitle(key ? t(key) : '', brand.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && brand.icon && link.getAttribute('href') !== brand.icon) link.setAttribute('href', brand.icon);
  }, [brand.icon]);
}

import type { ScreenChrome } from '../generated/screen.ts';

/** The i18n key of a screen's own title: its top bar title, else its back bar title; none on the home screen. */
export const screenTitleKey = (chrome: ScreenChrome | undefined): string | undefined => chrome?.titleKey ?? chrome?.backTitleKey;

/**
 * The tab title: the screen's title, then the brand's name (the name alone where the screen has no title), so it
 * starts as the server's page did (<title> is the brand's name) and always names the same brand.
 */
export const documentTitle = (screenTitle: string, brandName: string): string => (screenTitle ? `${screenTitle} · ${brandName}` : brandName);

import { afterLoad } from '../../core/afterLoad.ts';

/**
 * The code of the bars' dialogs (side panels, popups) and toasts: none is drawn on a first screen, so it loads after
 * that screen has settled, ready before a tap opens one (or at once, if one opens sooner).
 */
export const loadChromeDialogs = (): Promise<typeof import('./chromeDialogs.ts')> => (loading ??= import('./chromeDialogs.ts'));
let loading: Promise<typeof import('./chromeDialogs.ts')> | undefined;

afterLoad(() => void loadChromeDialogs().catch(() => (loading = undefined)));

import { afterLoad } from '../../core/afterLoad.ts';
import { loadOnce } from '../../core/loadOnce.ts';
import { useLoaded } from '../../renderer/useLoaded.ts';

/**
 * The code of the bars' dialogs (side panels, popups) and toasts: none is drawn on a first screen, so it loads after
 * that screen has settled, ready before a tap opens one (or at once, if one opens sooner).
 */
const chromeDialogs = loadOnce(() => import('./chromeDialogs.ts'));
afterLoad(chromeDialogs.warm);
export const loadChromeDialogs = chromeDialogs.load;

/** That code once it is in, loading it while `wanted`; undefined until it comes (the caller draws nothing meanwhile). */
export const useChromeDialogs = (wanted: boolean) => useLoaded(chromeDialogs, wanted).value;

import { useEffect, useState } from 'react';
import { afterLoad } from '../../core/afterLoad.ts';

interface ChromeDialogs {
  PopupDialog: typeof import('./chromeDialogs.ts').PopupDialog;
  SidePanelSheet: typeof import('./chromeDialogs.ts').SidePanelSheet;
  ToastList: typeof import('./chromeDialogs.ts').ToastList;
}

let loaded: ChromeDialogs | null = null;
let loading: Promise<ChromeDialogs> | undefined;

/**
 * The code of the bars' dialogs (side panels, popups) and toasts: none is drawn on a first screen, so it loads after
 * that screen has settled, ready before a tap opens one (or at once, if one opens sooner). A load that failed
 * (offline) is asked for again by the next use.
 */
export const loadChromeDialogs = (): Promise<ChromeDialogs> =>
  (loading ??= import('./chromeDialogs.ts').then(
    ({ PopupDialog, SidePanelSheet, ToastList }) => (loaded = { PopupDialog, SidePanelSheet, ToastList }),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));

afterLoad(() => void loadChromeDialogs().catch(() => undefined));

/**
 * That code once it is in: at once when it already is (no suspending, no empty frame), else null until it comes
 * (the caller draws nothing meanwhile; a toast's live region stays).
 */
export function useChromeDialogs(wanted: boolean): ChromeDialogs | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let live = true;
    loadChromeDialogs().then(
      (m) => live && setModule(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module ?? loaded;
}

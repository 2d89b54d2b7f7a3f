import { useAppState } from '../../state/StoreProvider.tsx';
import { ToastRegion } from '../../ui/ToastRegion.tsx';
import { useChromeDialogs } from './loadChromeDialogs.ts';

/**
 * Toasts are status messages: announced politely by screen readers, never stealing focus. The live region is
 * there from the start (a region added with its message is not announced); the toasts' code loads after the first screen.
 */
export function Toasts() {
  const shown = useAppState((s) => s.toasts.length > 0);
  const code = useChromeDialogs(shown);
  return <ToastRegion testId="toasts">{shown && code ? <code.ToastList /> : null}</ToastRegion>;
}

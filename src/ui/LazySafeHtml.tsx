import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { RetryBox } from '../renderer/RetryBox.tsx';

type SafeHtmlModule = typeof import('./SafeHtml.tsx');
type Props = ComponentProps<SafeHtmlModule['SafeHtml']> & {
  /**
   * What follows the HTML (a call to action): drawn with it, not before. Drawn first, it was pushed down when the
   * HTML came in, a layout shift under the player's finger.
   */
  after?: ReactNode;
};

let loaded: SafeHtmlModule | null = null;
let loading: Promise<SafeHtmlModule> | null = null;

/**
 * Starts loading SafeHtml and its sanitizer (parse5 and DOMPurify: ~46 KB brotli, the largest chunk of the notice,
 * help and promotion pages). A widget calls it as its own module loads, so the chunk comes beside the widget's data
 * instead of before the widget can draw anything.
 */
export function preloadSafeHtml(): Promise<SafeHtmlModule> {
  loading ??= import('./SafeHtml.tsx').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = null; // offline or a failed chunk: the next use tries again
      throw err;
    },
  );
  return loading;
}

/**
 * Warms SafeHtml's chunk without waiting for it (a widget's module calls it as it loads). A failed load (offline)
 * is no error here: the first use loads again and offers its retry. Left unhandled, the rejection was a page error.
 */
export function prefetchSafeHtml(): void {
  preloadSafeHtml().catch(() => undefined);
}

/**
 * SafeHtml once its code is in (at once when it already is): until then an empty, busy box of the same class, so a
 * page's title and images draw without waiting for the sanitizer. The HTML is never shown unsanitized. A failed
 * load offers the usual retry.
 */
export function LazySafeHtml({ after, ...props }: Props) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return undefined;
    let live = true;
    preloadSafeHtml().then(
      (m) => live && setModule(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, failed]);
  if (module || failed) {
    return (
      <>
        {module ? <module.SafeHtml {...props} /> : <RetryBox onRetry={() => setFailed(false)} />}
        {after}
      </>
    );
  }
  const Tag = props.as ?? 'div';
  return <Tag className={`rich-text${props.className ? ` ${props.className}` : ''}`} data-testid={props.testId} aria-busy="true" />;
}

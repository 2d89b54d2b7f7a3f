import { useEffect, useState, type ComponentProps } from 'react';
import { RetryBox } from '../renderer/RetryBox.tsx';

type SafeHtmlModule = typeof import('./SafeHtml.tsx');
type Props = ComponentProps<SafeHtmlModule['SafeHtml']>;

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
 * SafeHtml once its code is in (at once when it already is): until then an empty, busy box of the same class, so a
 * page's title and images draw without waiting for the sanitizer. The HTML is never shown unsanitized. A failed
 * load offers the usual retry.
 */
export function LazySafeHtml(props: Props) {
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
  if (module) return <module.SafeHtml {...props} />;
  if (failed) return <RetryBox onRetry={() => setFailed(false)} />;
  const Tag = props.as ?? 'div';
  return <Tag className={`rich-text${props.className ? ` ${props.className}` : ''}`} data-testid={props.testId} aria-busy="true" />;
}

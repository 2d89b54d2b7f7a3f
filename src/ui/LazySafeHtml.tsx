import type { ComponentProps, ReactNode } from 'react';
import { loadOnce } from '../core/loadOnce.ts';
import { RetryBox } from '../renderer/RetryBox.tsx';
import { useLoaded } from '../renderer/useLoaded.ts';

type SafeHtmlModule = typeof import('./SafeHtml.tsx');
type Props = ComponentProps<SafeHtmlModule['SafeHtml']> & {
  /**
   * What follows the HTML (a call to action): drawn with it, not before. Drawn first, it was pushed down when the
   * HTML came in, a layout shift under the player's finger.
   */
  after?: ReactNode;
};

/**
 * SafeHtml and its sanitizer (parse5 and DOMPurify: ~46 KB brotli, the largest chunk of the notice, help and
 * promotion pages). A widget warms it as its own module loads (prefetchSafeHtml), so the chunk comes beside the
 * widget's data instead of before the widget can draw anything.
 */
const safeHtml = loadOnce(() => import('./SafeHtml.tsx'));
export const preloadSafeHtml = safeHtml.load;
export const prefetchSafeHtml = safeHtml.warm;

/**
 * SafeHtml once its code is in (at once when it already is): until then an empty, busy box of the same class, so a
 * page's title and images draw without waiting for the sanitizer. The HTML is never shown unsanitized. A failed
 * load offers the usual retry.
 */
export function LazySafeHtml({ after, ...props }: Props) {
  const { value: module, failed, retry } = useLoaded(safeHtml);
  if (module || failed) {
    return (
      <>
        {module ? <module.SafeHtml {...props} /> : <RetryBox onRetry={retry} />}
        {after}
      </>
    );
  }
  const Tag = props.as ?? 'div';
  return <Tag className={`rich-text${props.className ? ` ${props.className}` : ''}`} data-testid={props.testId} aria-busy="true" />;
}

import { useEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from './html/sanitizeHtml.ts';
import './safeHtml.css';

interface SafeHtmlProps {
  /** HTML from the platform (a promotion's contents, an announcement, a help entry, a letter). */
  html: string;
  className?: string;
  /** Origins (https) images may come from besides the page's own, e.g. the platform's image CDN. */
  imageOrigins?: readonly string[];
  as?: 'div' | 'section';
  /**
   * Opens a same-origin link inside the app (pass `env.navigate`): the path, query and hash. Without it such a link
   * loads the page as a plain link does. Links to other origins always open a new tab.
   */
  onNavigate?: (to: string) => void;
  testId?: string;
}

/** Server-provided HTML, sanitized (see sanitizeHtml), drawn as readable prose in the brand's type and colours. */
export function SafeHtml({ html, className, imageOrigins, as: Tag = 'div', onNavigate, testId }: SafeHtmlProps) {
  // A new array with the same origins on each render must not sanitize again: key on its contents.
  const originsKey = imageOrigins?.join(' ') ?? '';
  const clean = useMemo(() => sanitizeHtml(html, { imageOrigins: originsKey ? originsKey.split(' ') : [] }), [html, originsKey]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || !onNavigate) return;
    // One listener for every link (the markup is not React's); keyboard activation of a link dispatches a click too.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !root.contains(link) || link.target) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      onNavigate(url.pathname + url.search + url.hash);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [onNavigate]);

  return (
    <Tag
      ref={ref}
      className={`rich-text${className ? ` ${className}` : ''}`}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup has just been through sanitizeHtml (DOMPurify, an allow-list)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

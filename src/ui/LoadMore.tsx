import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import './loadMore.css';

/** Spec: infinite scroll loads the next page when the end of the list comes within 300 px. */
const NEAR_END = '300px';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad(): void;
  /** Infinite scroll: the next page loads as the end nears; else a "load more" button. */
  auto?: boolean;
}

/**
 * The end of a paged list. A failed page always offers "load failed, click to retry" (never an endless retry
 * loop). With `auto` a fresh observer is made after every load, so a short page that leaves the end in view
 * still asks for the next one.
 */
export function LoadMore({ hasMore, loading, failed, onLoad, auto = false }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const watching = auto && hasMore && !loading && !failed;

  useEffect(() => {
    const el = sentinel.current;
    if (!watching || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), { rootMargin: NEAR_END });
    observer.observe(el);
    return () => observer.disconnect();
  }, [watching]);

  if (!hasMore) return null;
  if (failed) return <Button variant="secondary" block label={t('load_failed_retry')} onClick={onLoad} />;
  if (auto) {
    return (
      <div ref={sentinel} className="load-more-sentinel" role="status">
        {loading ? t('loading') : ''}
      </div>
    );
  }
  return <Button variant="secondary" block busy={loading} disabled={loading} label={t('load_more')} onClick={onLoad} />;
}

import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LazySafeHtml as SafeHtml, prefetchSafeHtml } from '../../ui/LazySafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { startIndex } from './startIndex.ts';
import './helpTopics.css';

// The sanitizer's chunk comes beside this widget's data, not ahead of its first draw.
prefetchSafeHtml();

/** Help centre: vertical tabs of titles, the chosen entry's content beside them. */
export function Component({ props, data }: WidgetProps<'helpTopics'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const query = useConditionContext().route.query;
  const entries = data?.data;
  const first = useMemo(() => (entries ? startIndex(entries, query.i, window.location.hash, props.anchors) : 0), [entries, query.i, props.anchors]);
  const [picked, setPicked] = useState<number | null>(null);
  const base = useId();
  if (data?.error && !entries) return <RetryBox onRetry={data.retry} testId="help-retry" />;
  if (!entries) {
    return (
      <div className="help-topics" aria-busy="true">
        <Skeleton height={240} className="help-topics-menu" />
        <Skeleton height={240} />
      </div>
    );
  }
  if (entries.length === 0) return <EmptyState message={t('help_none')} testId="help-empty" />;
  const active = picked !== null && picked < entries.length ? picked : first;
  const entry = entries[active];
  return (
    <div className="help-topics">
      <div className="help-topics-menu" role="tablist" aria-orientation="vertical" aria-label={t('title_help')}>
        {entries.map((e, i) => (
          <button
            key={`${i}-${e.title}`}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel`}
            aria-selected={i === active}
            className={`help-topic${i === active ? ' is-active' : ''}`}
            data-testid={`help-topic-${i}`}
            onClick={() => setPicked(i)}
          >
            {e.title}
          </button>
        ))}
      </div>
      <section id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`} className="help-topics-panel" data-testid="help-panel">
        <h2 className="help-topics-title">{entry.title}</h2>
        <SafeHtml html={entry.content} onNavigate={env.navigate} />
      </section>
    </div>
  );
}

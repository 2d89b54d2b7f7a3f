import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../generated/api/shapes/announcement.ts';
import { formatDay } from '../../core/formatDate.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { LazySafeHtml as SafeHtml, prefetchSafeHtml } from '../../ui/LazySafeHtml.tsx';
import { afterLoad } from '../../core/afterLoad.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useMarkRead } from './useMarkRead.ts';
import './noticeList.css';

// HTML shows only once a person opens an entry: the sanitizer's chunk loads once the first screen has settled.
afterLoad(prefetchSafeHtml);

/** Announcements, newest first, as an accordion whose expanding marks a notice read (emits `done` per report answered). */
export function Component({ props, data, emit }: WidgetProps<'noticeList'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const context = useConditionContext();
  const notices = useMemo(() => [...(data?.data ?? [])].sort((a, b) => b.startDate - a.startDate || b.id - a.id), [data?.data]);
  const wanted = Number(context.route.query[props.expandQuery]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(Number.isInteger(wanted) ? [wanted] : []));
  const { readIds, markRead } = useMarkRead(emit, context.session.kind === 'member', data?.refresh);

  // A pre-expanded notice counts as read once it is there.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !data?.data) return;
    reported.current = true;
    const first = data.data.find((n) => open.has(n.id));
    if (!first) return;
    if (!first.read) markRead(first.id);
    // The notice asked for may be far down the list (next frame: the screen scrolls to its top on arrival).
    requestAnimationFrame(() => document.querySelector(`[data-testid="notice-${first.id}"]`)?.scrollIntoView({ block: 'start' }));
  }, [data?.data, open, markRead]);

  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="notices-retry" />;
  if (!data?.data) {
    return (
      <div className="notice-list" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  }
  const toggle = (n: Announcement) => {
    const next = new Set(open);
    if (next.has(n.id)) next.delete(n.id);
    else {
      next.add(n.id);
      if (!n.read) markRead(n.id);
    }
    setOpen(next);
  };
  return (
    <ul className="notice-list" aria-label={t(props.labelKey)}>
      {notices.length === 0 ? (
        <li className="notice-item notice-empty" data-testid="notices-empty">
          {t(props.emptyKey)}
        </li>
      ) : (
        notices.map((n) => (
          <NoticeItem key={n.id} notice={n} unread={!n.read && !readIds.has(n.id)} open={open.has(n.id)} onToggle={() => toggle(n)} navigate={env.navigate} />
        ))
      )}
    </ul>
  );
}

function NoticeItem({
  notice,
  unread,
  open,
  onToggle,
  navigate,
}: {
  notice: Announcement;
  unread: boolean;
  open: boolean;
  onToggle(): void;
  navigate(to: string): void;
}) {
  const { t } = useTranslation();
  const panelId = `notice-${notice.id}-content`;
  return (
    <li className="notice-item" data-testid={`notice-${notice.id}`}>
      <h2 className="notice-heading">
        <button type="button" className="notice-header" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {unread ? <span className="notice-unread" role="img" aria-label={t('notice_unread')} /> : null}
          <span className="notice-title">{notice.title}</span>
          <span className="notice-date">{formatDay(notice.startDate, '-')}</span>
          <span className={`notice-chevron${open ? ' is-open' : ''}`}>
            <Icon name="chevronDown" size={18} />
          </span>
        </button>
      </h2>
      <div id={panelId} className="notice-content" hidden={!open}>
        {open ? <SafeHtml html={notice.content} onNavigate={navigate} /> : null}
      </div>
    </li>
  );
}

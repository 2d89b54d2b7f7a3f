import { useTranslation } from 'react-i18next';
import { formatDay } from '../../core/formatDate.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './lobbyNews.css';

/** The lobby's news, newest first: title, day and text of each (plain text from the platform). */
export function Component({ props, data }: WidgetProps<'lobbyNews'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="lobby-news-retry" />;
  const news = data?.data;
  if (!news) return <Skeleton height={96} />;
  if (news.list.length === 0) return null;
  return (
    <Section title={t(props.titleKey)} className="lobby-news" testId="lobby-news">
      <ul className="lobby-news-list">
        {news.list.map((n) => (
          <li key={n.id} className="lobby-news-item">
            <h3 className="lobby-news-title">{n.title}</h3>
            <time className="lobby-news-day" dateTime={new Date(n.startDate).toISOString()}>
              {formatDay(n.startDate, '-')}
            </time>
            <p className="lobby-news-text">{n.content}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './chatQueues.css';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The chat queues as buttons: name, what it is for, and whether agents answer now (else their hours). */
export function Component({ data, emit }: WidgetProps<'chatQueues'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="chat-queues-retry" />;
  const queues = data?.data;
  if (!queues) return <Skeleton height={120} />;
  if (queues.list.length === 0) return null;
  return (
    <Section title={t('chat_queues_title')} className="chat-queues" testId="chat-queues">
      <ul className="chat-queue-list">
        {queues.list.map((q) => (
          <li key={q.modelId}>
            <button type="button" className="chat-queue" onClick={() => emit('choose', { code: q.code, name: q.name })}>
              <span className="chat-queue-name">{q.name}</span>
              <span className="chat-queue-text">{q.description}</span>
              <span className={q.online ? 'chat-queue-state is-online' : 'chat-queue-state'}>
                {q.online ? t('chat_queue_online') : t('chat_queue_hours', { from: hour(q.openHour), to: hour(q.closeHour) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

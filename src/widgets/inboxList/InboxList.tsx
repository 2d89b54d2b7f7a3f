import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LetterDialog } from './LetterDialog.tsx';
import { useLetters, type Letter } from './useLetters.ts';
import './inboxList.css';

const PAGE_SIZE = 20;

/** The inbox: letter rows (unread first mark, date), more pages, a letter opened in a dialog; marking read and deleting emit `done`. */
export function Component({ props, data, emit }: WidgetProps<'inboxList'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const inbox = useLetters(emit, data?.data, PAGE_SIZE);
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = inbox.letters.find((l) => l.id === openId);

  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="inbox-retry" />;
  if (!data?.data) {
    return (
      <div className="inbox" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    );
  }
  if (inbox.letters.length === 0) return <EmptyState icon="mail" message={t(props.emptyKey)} testId="inbox-empty" />;
  const open = (letter: Letter) => {
    setOpenId(letter.id);
    inbox.markRead(letter);
  };
  return (
    <div className="inbox">
      <ul className="inbox-letters" aria-label={t('title_web_email')}>
        {inbox.letters.map((l) => (
          <li key={l.id}>
            <button type="button" className="inbox-letter" onClick={() => open(l)} data-testid={`letter-${l.id}`}>
              {l.read ? null : <span className="inbox-unread" role="img" aria-label={t('notice_unread')} />}
              <span className={`inbox-letter-title${l.read ? '' : ' is-unread'}`}>{l.title}</span>
              <span className="inbox-letter-date">{clock.day(l.createTime)}</span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={inbox.hasMore} loading={inbox.loadingMore} failed={inbox.moreFailed} onLoad={() => void inbox.loadMore()} />
      {opened ? <LetterDialog letter={opened} allowDelete={props.allowDelete} onDelete={inbox.remove} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

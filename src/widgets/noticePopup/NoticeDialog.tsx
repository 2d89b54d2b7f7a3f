import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../generated/api/shapes/announcement.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LazySafeHtml as SafeHtml, prefetchSafeHtml } from '../../ui/LazySafeHtml.tsx';
import { afterLoad } from '../../core/afterLoad.ts';
import './noticePopup.css';

// HTML shows only once a person opens an entry: the sanitizer's chunk loads once the first screen has settled.
afterLoad(prefetchSafeHtml);

/** The popup announcements one at a time; closing reports whether "don't show again today" was ticked. */
export default function NoticeDialog({
  notices,
  onClose,
  navigate,
}: {
  notices: Announcement[];
  onClose(hideToday: boolean): void;
  navigate(to: string): void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hideToday, setHideToday] = useState(false);
  const titleId = useId();
  const boxId = useId();
  const notice = notices[Math.min(index, notices.length - 1)];
  const last = index >= notices.length - 1;
  const choices = (
    <>
      <label className="notice-popup-hide" htmlFor={boxId}>
        <input id={boxId} type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
        {t('notice_popup_hide_today')}
      </label>
      <div className="notice-popup-actions">
        {index > 0 ? <Button variant="secondary" label={t('previous')} onClick={() => setIndex(index - 1)} /> : null}
        {last ? <Button label={t('close')} onClick={() => onClose(hideToday)} /> : <Button label={t('next')} onClick={() => setIndex(index + 1)} />}
      </div>
    </>
  );
  return (
    <Dialog onClose={() => onClose(hideToday)} labelledBy={titleId} closeLabel={t('close')} testId="notice-popup" className="notice-popup">
      <h2 id={titleId} className="notice-popup-title">
        {notice.title}
      </h2>
      {notices.length > 1 ? <p className="notice-popup-count">{t('notice_popup_count', { index: index + 1, total: notices.length })}</p> : null}
      {/* The choices come with the text: drawn first, they moved down under the finger as it came in. */}
      <SafeHtml html={notice.content} className="notice-popup-content" onNavigate={navigate} after={choices} />
    </Dialog>
  );
}

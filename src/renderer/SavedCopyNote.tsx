import { useTranslation } from 'react-i18next';
import { RetryBox } from './RetryBox.tsx';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Marks a list shown from a saved copy (the read got no answer): when it was saved, and the usual retry, which
 * goes by itself once the list loads again (back online, SWR reloads every shown source).
 */
export function SavedCopyNote({ savedAt, onRetry }: { savedAt: number; onRetry(): void }) {
  const { t } = useTranslation();
  const at = new Date(savedAt);
  return (
    <div className="saved-copy" role="note" data-testid="saved-copy">
      <p className="saved-copy-text">{t('saved_copy_note', { time: `${two(at.getHours())}:${two(at.getMinutes())}` })}</p>
      <RetryBox onRetry={onRetry} />
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LazySafeHtml as SafeHtml, prefetchSafeHtml } from '../../ui/LazySafeHtml.tsx';
import { afterLoad } from '../../core/afterLoad.ts';
import type { Letter } from './useLetters.ts';
import { retryWith } from '../../core/retryAction.ts';

// HTML shows only once a person opens an entry: the sanitizer's chunk loads once the first screen has settled.
afterLoad(prefetchSafeHtml);

/** One letter read in a dialog; deleting asks first and reports a failure without closing. */
export function LetterDialog({
  letter,
  allowDelete,
  onDelete,
  onClose,
}: {
  letter: Letter;
  allowDelete: boolean;
  onDelete(l: Letter): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    if (await onDelete(letter)) {
      env.notify({ messageKey: 'inbox_deleted', kind: 'success' });
      onClose();
      return;
    }
    env.notify({ messageKey: 'inbox_delete_failed', kind: 'error', action: retryWith(remove) });
    setBusy(false);
    setConfirming(false);
  };
  const actions = !allowDelete ? null : confirming ? (
    <div className="letter-actions" role="group" aria-label={t('inbox_delete_confirm')}>
      <p className="letter-confirm">{t('inbox_delete_confirm')}</p>
      <Button variant="secondary" label={t('cancel')} onClick={() => setConfirming(false)} disabled={busy} />
      <Button variant="danger" label={t('delete')} busy={busy} disabled={busy} onClick={() => void remove()} data-testid="letter-delete-confirm" />
    </div>
  ) : (
    <Button variant="ghost" label={t('delete')} onClick={() => setConfirming(true)} data-testid="letter-delete" />
  );
  return (
    <Dialog onClose={onClose} labelledBy={titleId} closeLabel={t('close')} testId="letter-dialog" className="letter-dialog">
      <h2 id={titleId} className="letter-title">
        {letter.title}
      </h2>
      <p className="letter-date">{clock.day(letter.createTime)}</p>
      {/* Delete comes with the text: drawn first, it moved down under the finger as the text came in. */}
      <SafeHtml html={letter.content} className="letter-content" onNavigate={env.navigate} after={actions} />
    </Dialog>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

/** The form's notice popup (the spec's 'same password'): an alert dialog that takes focus until dismissed. */
export function Notice({ messageKey, onClose }: { messageKey: string; onClose(): void }) {
  const { t } = useTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  return (
    <div className="dialog-layer">
      <div className="scrim" aria-hidden="true" />
      <div className="dialog dialog-center" role="alertdialog" aria-modal="true" aria-labelledby="form-notice-text" data-testid="form-notice">
        <p id="form-notice-text">{t(messageKey)}</p>
        <Button ref={ok} block label={t('ok')} onClick={onClose} />
      </div>
    </div>
  );
}

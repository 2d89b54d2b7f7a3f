import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's notice popup (the spec's 'same password'): an alert dialog that takes focus until dismissed. */
export function Notice({ messageKey, onClose }: { messageKey: string; onClose(): void }) {
  const { t } = useTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  return (
    <div className="form-notice-backdrop">
      <div className="form-notice" role="alertdialog" aria-modal="true" aria-labelledby="form-notice-text" data-testid="form-notice">
        <p id="form-notice-text">{t(messageKey)}</p>
        <button ref={ok} type="button" className="btn btn-primary btn-block" onClick={onClose}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}

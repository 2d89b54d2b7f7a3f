import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/** The form's notice popup (the spec's 'same password'): an alert dialog whose OK takes focus until dismissed. */
export function Notice({ messageKey, values, onClose }: { messageKey: string; values?: Record<string, string>; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog alert onClose={onClose} labelledBy="form-notice-text" closeLabel={t('ok')} testId="form-notice">
      <p id="form-notice-text">{t(messageKey, values)}</p>
      <Button block label={t('ok')} onClick={onClose} />
    </Dialog>
  );
}

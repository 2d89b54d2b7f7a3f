import { useTranslation } from 'react-i18next';

/** The spec's "load failed, click to retry" state, shared by failed data sources and crashed widgets. */
export function RetryBox({ onRetry, testId }: { onRetry(): void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="retry-box" data-testid={testId} onClick={onRetry}>
      {t('load_failed_retry')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { applyUpdate } from '../pwa/pendingUpdate.ts';

/**
 * "A new version is ready" with Reload, once a new deployment's service worker waits (src/app/pwa/). Never a
 * forced reload: the player may be typing, and the page runs whole on its own version until they choose.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const ready = useAppState((s) => s.pwa.updateReady);
  return (
    <div className="update-notice-region" role="status" data-testid="update-notice">
      {ready ? (
        <div className="update-notice">
          <span>{t('update_ready')}</span>
          <Button size="compact" label={t('update_reload')} onClick={applyUpdate} />
        </div>
      ) : null}
    </div>
  );
}

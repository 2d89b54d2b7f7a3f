import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';

/** The device's share sheet (Web Share API); nothing where the browser has none. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share({ title, text: t('invite_share_text'), url });
    } catch {
      // The person closed the sheet (AbortError) or the browser refused: nothing to undo.
    }
  };
  return <Button variant="secondary" icon="invite" label={t('invite_share')} disabled={!url} onClick={() => void share()} data-testid="invite-share" />;
}

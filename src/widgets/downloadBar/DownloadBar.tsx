import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { StorageKeys } from '../../state/storageKeys.ts';
import { Icon } from '../../ui/Icon.tsx';
import { downloadBarLink, } from './rules.ts';
import './downloadBar.css';
import { Button } from '../../ui/Button.tsx';

/** The app-download bar, fixed above the bottom bar (it appears late, so it must not push the page). */
export function Component({ props, data, emit }: WidgetProps<'downloadBar'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { device, promotions, settings } = useConditionContext();
  const [hidden, setHidden] = useState(() => env.storage.local.getItem(StorageKeys.hideDownloadBar) === '1');
  const links = data?.data ?? [];
  const link = downloadBarLink(links, device);
  if (hidden || !link) return null;
  const icon = links.find((l) => l.type === 'AppDownloadIcon')?.url;
  const dismiss = () => {
    env.storage.local.setItem(StorageKeys.hideDownloadBar, '1');
    setHidden(true);
  };
  return (
    <aside className="download-bar" aria-label={t('download_bar_title')} data-link-type={link.type}>
      <button type="button" className="icon-button" aria-label={t('close')} onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
      {icon ? <img src={icon} alt="" width={40} height={40} decoding="async" /> : <Icon name="download" />}
      <span className="download-bar-text">
        <strong>{t('download_bar_title')}</strong>
        <span>{promotions.APP_DOWNLOAD && props.bonusAmount ? t('download_bar_bonus', { amount: `${settings.currencySymbol}${props.bonusAmount}` }) : t('download_bar_desc')}</span>
      </span>
      <Button size="compact" label={t('download')} onClick={() => emit('open', { url: link.url, type: link.type })} />
    </aside>
  );
}

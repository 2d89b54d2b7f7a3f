import { useTranslation } from 'react-i18next';
import { platformImageUrl } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import type { AppDownloadsProps } from '../../generated/widgets/appDownloads.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useAppBonus } from '../shared/app/appBonus.ts';
import { templateStyle } from './templateStyle.ts';
import './appDownloads.css';

type LinkType = NonNullable<AppDownloadsProps['types']>[number];
const LABELS: Record<LinkType, string> = { Android: 'app_download_android', IOS: 'app_download_ios', MOBILECONFIG: 'app_download_ios_profile' };
/** The icon the server draws for AppDownloadIcon is square. */
const ICON_PX = 72;

/**
 * The app's description on the template's background, its icon, the bonus the app earns while the merchant runs
 * the APP_DOWNLOAD promotion (the download bar promises the same), and a download button per configured type.
 */
export function Component({ props, data, emit }: WidgetProps<'appDownloads'>) {
  const { t } = useTranslation();
  const bonus = useAppBonus();
  const imageOrigin = useImageOrigin();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const page = data?.data;
  if (!page) return <Skeleton height={280} />;
  const icon = page.links.find((l) => l.type === 'AppDownloadIcon');
  const links = props.types.flatMap((type) => {
    const link = page.links.find((l) => l.type === type);
    return link ? [{ type, url: link.url }] : [];
  });
  return (
    <div className="app-downloads" data-testid="app-downloads">
      <div className="app-downloads-head" style={templateStyle(platformImageUrl(page.background, imageOrigin), page.color)} data-testid="app-head">
        {icon ? <img className="app-downloads-icon" src={platformImageUrl(icon.url, imageOrigin)} alt="" width={ICON_PX} height={ICON_PX} /> : null}
        <h2 className="app-downloads-title">{t('app_download_title')}</h2>
        <p className="app-downloads-desc" data-testid="app-desc">
          {page.description || t('app_download_desc')}
        </p>
        {bonus !== null ? (
          <p className="app-downloads-bonus" data-testid="app-bonus">
            {t('download_bar_bonus', { amount: bonus })}
          </p>
        ) : null}
      </div>
      {links.length > 0 ? (
        <ul className="app-downloads-list" aria-label={t('app_download_links')}>
          {links.map((l) => (
            <li key={l.type}>
              <Button block icon="download" label={t(LABELS[l.type])} onClick={() => emit('download', { url: l.url, type: l.type })} data-link-type={l.type} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon="download" message={t('app_download_none')} testId="app-downloads-none" />
      )}
    </div>
  );
}

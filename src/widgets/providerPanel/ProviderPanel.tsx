import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { platformImageUrl } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SOCIAL_ICONS, SOCIAL_LABELS, socialLinks } from '../shared/social.ts';
import './providerPanel.css';

/** Intrinsic size of the server's vendor logos (/media/vendors/<code>.png). */
const LOGO = { width: 240, height: 96 };

/** The site's social icons and every vendor's logo, in the vendor sorting order. */
export function Component({ props, data, emit }: WidgetProps<'providerPanel'>) {
  const { t } = useTranslation();
  const imageOrigin = useImageOrigin();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const panel = data?.data;
  if (!panel) return <Skeleton height={200} />;
  const social = socialLinks(panel.social);
  return (
    <Section title={t(props.titleKey)} className="provider-panel" testId="provider-panel">
      {social.length > 0 ? (
        <ul className="provider-panel-social" aria-label={t('footer_follow_us')}>
          {social.map((s) => (
            <li key={s.type}>
              <a className="icon-button" href={s.url} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_LABELS[s.type]} data-social={s.type}>
                <Icon name={SOCIAL_ICONS[s.type]} size={22} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="provider-panel-vendors" aria-label={t('provider_vendors')}>
        {panel.vendors.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className="provider-panel-vendor"
              data-vendor={v.vassalage}
              aria-label={v.displayName}
              onClick={() => emit('select', { vassalage: v.vassalage, gameType: v.gameType, category: v.category })}
            >
              <img src={platformImageUrl(v.iconUrl, imageOrigin)} alt="" width={LOGO.width} height={LOGO.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useSiteFacts } from '../../renderer/siteFacts.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { platformImageUrl } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { Icon } from '../../ui/Icon.tsx';
import { SOCIAL_ICONS, SOCIAL_LABELS, socialLinks } from '../shared/social.ts';
import './siteFooter.css';

/** The server's footer badges are 160x64 (/media/footer/<name>.png). */
const BADGE = { width: 160, height: 64 };

/** What a badge says, for its alt text: its locale text (footer_badge_<name>), else its name in words. */
const badgeText = (t: TFunction, name: string): string => t(`footer_badge_${name.replace(/-/g, '_')}`, { defaultValue: name.replace(/-/g, ' ') });

/** Badges, the social links the site configures (none shown otherwise), the age notice and the copyright year. */
export function Component({ props, data }: WidgetProps<'siteFooter'>) {
  const { t } = useTranslation();
  const facts = useSiteFacts();
  const { settings } = useConditionContext();
  const imageOrigin = useImageOrigin();
  const links = data?.data ?? [];
  const social = socialLinks(links, props.social);
  return (
    <footer className="site-footer bleed">
      {props.groups.map((g) => (
        <section key={g.labelKey} className="site-footer-group" aria-label={t(g.labelKey)}>
          <h2>{t(g.labelKey)}</h2>
          <ul>
            {g.badges.map((name) => (
              <li key={name}>
                <img
                  src={platformImageUrl(`/media/footer/${name}.png`, imageOrigin)}
                  alt={badgeText(t, name)}
                  width={BADGE.width}
                  height={BADGE.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {social.length > 0 ? (
        <section className="site-footer-group" aria-label={t('footer_follow_us')}>
          <h2>{t('footer_follow_us')}</h2>
          <ul className="site-footer-social">
            {social.map((s) => (
              <li key={s.type}>
                <a className="icon-button" href={s.url} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_LABELS[s.type]} data-social={s.type}>
                  <Icon name={SOCIAL_ICONS[s.type]} size={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="site-footer-note">{t('footer_age_notice', facts)}</p>
      <p className="site-footer-note">{t('footer_copyright', { year: settings.footerYear })}</p>
    </footer>
  );
}

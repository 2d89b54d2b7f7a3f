import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useFirstScreen } from '../../renderer/FirstScreen.tsx';
import { bannerSources, firstImageOf } from '../../domain/content/bannerImage.ts';
import { imageLoading } from '../../domain/content/imageSources.ts';
import './bannerList.css';

/**
 * The group's banners, stacked. On the first screen (the login's and register's top) they load at once, the first
 * with high priority; elsewhere (a side menu, below the fold) lazily. width/height give the box its ratio before the
 * image arrives.
 */
export function Component({ props, data, emit, handles }: WidgetProps<'bannerList'>) {
  const { t } = useTranslation();
  const firstScreen = useFirstScreen();
  const banners = (data?.data ?? []).filter((b) => firstImageOf(b)).slice(0, props.limit);
  if (banners.length === 0) return null;
  return (
    <ul className="banner-list" aria-label={props.labelKey ? t(props.labelKey) : undefined}>
      {banners.map((b, i) => {
        const img = <img {...bannerSources(b, 'content')} alt={b.title} {...imageLoading(firstScreen, i === 0)} width={props.width} height={props.height} />;
        return (
          <li key={b.id}>
            {handles('tap') ? (
              <button type="button" className="image-button banner-list-button" onClick={() => emit('tap', { id: b.id, link: b.link ?? '', title: b.title })}>
                {img}
              </button>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useFirstScreen } from '../../renderer/FirstScreen.tsx';
import { bannerSources, firstImageOf } from '../../domain/content/bannerImage.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import { imageLoading } from '../../domain/content/imageSources.ts';
import './bannerList.css';

/**
 * The group's banners, stacked. On the first screen (the login's and register's top) they load at once, the first
 * with high priority; elsewhere (a side menu, below the fold) lazily. width/height give the box its ratio before the
 * group's answer and before the image arrives.
 */
export function Component({ props, data, emit, handles }: WidgetProps<'bannerList'>) {
  const { t } = useTranslation();
  const firstScreen = useFirstScreen();
  const banners = (data?.data ?? []).filter((b) => firstImageOf(b)).slice(0, props.limit);
  const imageOrigin = useImageOrigin();
  if (banners.length === 0) {
    // While the group loads, its boxes stand in at their final size (as many as `limit`, else one), so the form
    // below does not jump down when the banners come (on the login it moved by a third of the screen).
    if (data?.data !== undefined || !data?.isLoading) return null;
    const ratio = { aspectRatio: `${props.width} / ${props.height}` };
    return (
      <ul className="banner-list" aria-hidden="true">
        {Array.from({ length: props.limit ?? 1 }, (_, i) => (
          <li key={i} className="banner-list-slot" style={ratio} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="banner-list" aria-label={props.labelKey ? t(props.labelKey) : undefined}>
      {banners.map((b, i) => {
        const img = (
          <img {...bannerSources(b, 'content', imageOrigin)} alt={b.title} {...imageLoading(firstScreen, i === 0)} width={props.width} height={props.height} />
        );
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

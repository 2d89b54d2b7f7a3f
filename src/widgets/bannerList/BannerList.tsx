import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { firstImageOf, } from '../../domain/content/bannerImage.ts';
import './bannerList.css';

export function Component({ props, data, emit, handles }: WidgetProps<'bannerList'>) {
  const { t } = useTranslation();
  const banners = (data?.data ?? []).filter((b) => firstImageOf(b)).slice(0, props.limit);
  if (banners.length === 0) return null;
  return (
    <ul className="banner-list" aria-label={props.labelKey ? t(props.labelKey) : undefined}>
      {banners.map((b) => {
        const img = <img src={firstImageOf(b)} alt={b.title} loading="lazy" decoding="async" width={props.width ?? 320} height={props.height ?? 120} />;
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

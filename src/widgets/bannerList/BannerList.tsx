import { useTranslation } from 'react-i18next';
import type { BannerListProps } from '../../generated/widgets/bannerList.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { firstImageOf, type BannerItem } from '../../data/bannerImage.ts';
import './bannerList.css';

export function Component({ props, data, emit, handles }: WidgetProps<BannerListProps>) {
  const { t } = useTranslation();
  const banners = (Array.isArray(data?.data) ? (data.data as BannerItem[]) : []).filter((b) => firstImageOf(b));
  if (banners.length === 0) return null;
  return (
    <ul className="banner-list" aria-label={props.labelKey ? t(props.labelKey) : undefined}>
      {banners.map((b) => {
        const img = <img src={firstImageOf(b)} alt={b.title} loading="lazy" width={320} height={120} />;
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

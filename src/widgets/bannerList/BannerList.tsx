import { useTranslation } from 'react-i18next';
import type { BannerListProps } from '../../generated/widgets/bannerList.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { firstImageOf } from '../../data/bannerImage.ts';
import './bannerList.css';

interface Banner {
  id: number | string;
  title: string;
  link?: string;
  announcementImages?: { url: string; sequence: number }[];
}

// A group with no banners (with images) renders nothing.
const imageOf = firstImageOf;

export function Component({ props, data, emit, handles }: WidgetProps<BannerListProps>) {
  const { t } = useTranslation();
  const banners = (Array.isArray(data?.data) ? (data.data as Banner[]) : []).filter((b) => imageOf(b));
  if (banners.length === 0) return null;
  return (
    <ul className="banner-list" aria-label={props.labelKey ? t(props.labelKey) : undefined}>
      {banners.map((b) => {
        const img = <img src={imageOf(b)} alt={b.title} loading="lazy" width={320} height={120} />;
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

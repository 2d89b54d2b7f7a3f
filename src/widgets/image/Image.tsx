import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';

/** Fixed width and height so the page never shifts while images load. */
export function Component({ props, handles, emit }: WidgetProps<'image'>) {
  const { t } = useTranslation();
  const alt = props.altKey ? t(props.altKey) : '';
  const img = <img src={props.src} alt={alt} width={props.width} height={props.height} loading="lazy" decoding="async" />;
  if (!handles('tap')) return img;
  return (
    <button type="button" className="image-button" onClick={() => emit('tap')} aria-label={alt || undefined}>
      {img}
    </button>
  );
}

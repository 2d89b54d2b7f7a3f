import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useFirstScreen } from '../../renderer/FirstScreen.tsx';
import { imageLoading, imageSources } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';

/**
 * Fixed width and height so the page never shifts while images load; a media image is asked for at that width (and
 * twice it for dense screens). At the top of a screen it loads at once, elsewhere lazily.
 */
export function Component({ props, handles, emit }: WidgetProps<'image'>) {
  const { t } = useTranslation();
  const firstScreen = useFirstScreen();
  const imageOrigin = useImageOrigin();
  const alt = props.altKey ? t(props.altKey) : '';
  const img = (
    <img
      {...imageSources(props.src, [props.width, props.width * 2], `min(${props.width}px, 100vw)`, imageOrigin)}
      alt={alt}
      width={props.width}
      height={props.height}
      {...imageLoading(firstScreen)}
    />
  );
  if (!handles('tap')) return img;
  return (
    <button type="button" className="image-button" onClick={() => emit('tap')} aria-label={alt || undefined}>
      {img}
    </button>
  );
}

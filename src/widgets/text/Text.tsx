import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import './text.css';

/** A translated text; with a `tap` action it renders as a text button. */
export function Component({ props, handles, emit }: WidgetProps<'text'>) {
  const { t } = useTranslation();
  const className = `text text-${props.variant ?? 'body'} align-${props.align ?? 'start'}`;
  if (handles('tap')) {
    return (
      <button type="button" className={`${className} text-button`} onClick={() => emit('tap')}>
        {t(props.textKey)}
      </button>
    );
  }
  if (props.variant === 'title') return <h2 className={className}>{t(props.textKey)}</h2>;
  return <p className={className}>{t(props.textKey)}</p>;
}

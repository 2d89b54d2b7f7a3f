import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';

export function Component({ props, emit }: WidgetProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-${props.variant ?? 'primary'}${props.block ? ' btn-block' : ''}${props.iconOnly ? ' btn-icon-only' : ''}`}
      aria-label={props.iconOnly ? t(props.labelKey) : undefined}
      onClick={() => emit('tap')}
    >
      {props.icon ? <Icon name={props.icon} size={20} /> : null}
      {props.iconOnly ? null : <span>{t(props.labelKey)}</span>}
    </button>
  );
}

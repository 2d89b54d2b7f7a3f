import { useTranslation } from 'react-i18next';
import type { ButtonProps } from '../../generated/widgets/button.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../shared/Icon.tsx';

export function Component({ props, emit }: WidgetProps<ButtonProps>) {
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

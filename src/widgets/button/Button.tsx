import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Button } from '../../ui/Button.tsx';

/** A document's button: the design system's Button with the node's variant, icon and label. */
export function Component({ props, emit }: WidgetProps<'button'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant={props.variant ?? 'primary'}
      block={props.block}
      icon={props.icon}
      iconOnly={props.iconOnly}
      label={t(props.labelKey)}
      onClick={() => emit('tap')}
    />
  );
}

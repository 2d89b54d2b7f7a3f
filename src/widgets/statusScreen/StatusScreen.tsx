import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import './statusScreen.css';

/** Maintenance and region-restricted screens: a message and a way to check again. */
export function Component({ props, emit, handles }: WidgetProps<'statusScreen'>) {
  const { t } = useTranslation();
  return (
    <div className="status-screen">
      <Icon name={props.icon ?? 'tools'} size={64} />
      <h1>{t(props.titleKey)}</h1>
      <p>{t(props.bodyKey)}</p>
      {handles('retry') ? <Button label={t('retry')} onClick={() => emit('retry')} /> : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../../ui/Icon.tsx';
import './noData.css';

/** The spec's 'no data' placeholder. */
export function Component({ props }: WidgetProps<'noData'>) {
  const { t } = useTranslation();
  return (
    <div className="no-data">
      <Icon name="empty" size={48} />
      <p>{t(props.messageKey ?? 'no_data')}</p>
    </div>
  );
}

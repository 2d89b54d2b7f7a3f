import { useTranslation } from 'react-i18next';
import type { NoDataProps } from '../../generated/widgets/noData.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { Icon } from '../shared/Icon.tsx';
import './noData.css';

/** The spec's 'no data' placeholder. */
export function Component({ props }: WidgetProps<NoDataProps>) {
  const { t } = useTranslation();
  return (
    <div className="no-data">
      <Icon name="empty" size={48} />
      <p>{t(props.messageKey ?? 'no_data')}</p>
    </div>
  );
}

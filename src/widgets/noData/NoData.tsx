import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';

/** The spec's 'no data' placeholder. */
export function Component({ props }: WidgetProps<'noData'>) {
  const { t } = useTranslation();
  return <EmptyState message={t(props.messageKey)} />;
}

import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import './waitingBadge.css';

/** "3 waiting": hidden at 0, for guests and trial accounts, and silent when the count cannot be read. */
export function Component({ props, data }: WidgetProps<'waitingBadge'>) {
  const { t } = useTranslation();
  const { session } = useConditionContext();
  const count = data?.data ?? 0;
  if (!session.loggedIn || session.kind === 'trial' || count <= 0) return null;
  return (
    <span className="waiting-badge" data-testid="waiting-badge">
      <span aria-hidden="true">{t(props.textKey, { count })}</span>
      <span className="visually-hidden">{t(props.labelKey, { count })}</span>
    </span>
  );
}

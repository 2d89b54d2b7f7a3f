import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { badgeText } from './badgeText.ts';
import './unreadBadge.css';

/** An unread counter; a failed count stays silent (the spec: unread calls are silent on error). */
export function Component({ props, data }: WidgetProps<'unreadBadge'>) {
  const { t } = useTranslation();
  const { session } = useConditionContext();
  const count = data?.data;
  const text = badgeText(count, session);
  if (text === null) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t(props.labelKey, { count: text })}</span>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './securityOverview.css';

/** The level and the four protections a member sets, each said set or not in words (not by colour alone). */
export function Component({ data }: WidgetProps<'securityOverview'>) {
  const { t } = useTranslation();
  const { session } = useConditionContext();
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="security-overview-retry" />;
  const c = data?.data;
  if (!c) return <Skeleton height={148} />;
  const items: [string, boolean][] = [
    ['security_item_withdrawal_password', c.withdrawalPassword],
    ['security_item_questions', c.securityQuestions > 0],
    ['security_item_mobile', c.mobileBound],
    ['security_item_email', c.emailBound],
  ];
  return (
    <Section title={t('security_overview_title')} className="security-overview" testId="security-overview">
      <p className={`security-level security-level-${c.level}`} data-testid="security-level">
        {t('security_level', { level: t(`security_level_${c.level}`) })}
      </p>
      <ul className="security-items">
        {items.map(([key, set]) => (
          <li key={key} className={set ? 'security-item is-set' : 'security-item'}>
            <Icon name={set ? 'lock' : 'warning'} size={18} />
            <span>{t(key)}</span>
            <span className="security-item-state">{t(set ? 'security_item_set' : 'security_item_not_set')}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

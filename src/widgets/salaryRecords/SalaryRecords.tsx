import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PayoutStatus } from '../shared/reports/PayoutStatus.tsx';
import { moneyText, ReportCards } from '../shared/reports/ReportCards.tsx';

/** The agent's daily salary, one card per day, newest first. */
export function Component({ data }: WidgetProps<'salaryRecords'>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const value = data?.data;
  if (data?.error && !value) return <RetryBox onRetry={data.retry} />;
  if (!value) return <Skeleton height={240} />;
  if (value.list.length === 0) return <EmptyState message={t('salary_empty')} testId="salary-empty" />;
  return (
    <ReportCards
      label={t('salary_title')}
      testId="salary-list"
      rows={value.list.map((s, i) => ({
        id: i,
        title: s.day,
        facts: [
          { term: t('report_col_validBets'), value: <span className="report-figure">{moneyText(settings.currencySymbol, s.validBets)}</span> },
          { term: t('salary_active_members'), value: formatNumber(s.activeMembers, 0) },
          { term: t('salary_amount'), value: <span className="report-figure">{moneyText(settings.currencySymbol, s.amount)}</span> },
          { term: t('payout_status'), value: <PayoutStatus status={s.status} /> },
        ],
      }))}
    />
  );
}

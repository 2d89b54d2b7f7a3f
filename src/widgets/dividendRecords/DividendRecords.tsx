import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { PayoutStatus } from '../shared/reports/PayoutStatus.tsx';
import { TeamResultNote } from '../shared/reports/TeamResultNote.tsx';
import { moneyText, ReportCards } from '../shared/reports/ReportCards.tsx';

/** "2025-06" as is; a half month "2025-06-H1" as "2025-06 (1st half)". */
const usePeriodName = () => {
  const { t } = useTranslation();
  return (period: string) => {
    const half = /^(\d{4}-\d{2})-H([12])$/.exec(period);
    return half ? t(`dividend_half_${half[2]}`, { month: half[1] }) : period;
  };
};

/** The agent's dividend settlements, one card per period; a site without dividends says so. */
export function Component({ data }: WidgetProps<'dividendRecords'>) {
  const { t } = useTranslation();
  const { settings } = useConditionContext();
  const periodName = usePeriodName();
  const value = data?.data;
  if (data?.error && !value) return <RetryBox onRetry={data.retry} />;
  if (!value) return <Skeleton height={240} />;
  if (!value.enabled) return <EmptyState message={t('agent_dividend_disabled')} testId="dividends-disabled" />;
  if (value.list.length === 0) return <EmptyState message={t('agent_dividend_empty')} testId="dividends-empty" />;
  return (
    <>
      <TeamResultNote />
      <ReportCards
        label={t('title_agent_dividend')}
        testId="dividend-list"
        rows={value.list.map((d, i) => ({
          id: i,
          title: periodName(d.period),
          facts: [
            { term: t('dividend_dates'), value: `${d.startDate} - ${d.endDate}` },
            // The platform gives the house's profit on the team; shown, like every agent figure, as the team's win/loss.
            { term: t('dividend_team_profit'), value: <SignedAmount value={-d.teamProfit} symbol={settings.currencySymbol} /> },
            { term: t('dividend_rate'), value: `${formatNumber(d.rate, 2)}%` },
            { term: t('dividend_amount'), value: <span className="report-figure">{moneyText(settings.currencySymbol, d.amount)}</span> },
            { term: t('payout_status'), value: <PayoutStatus status={d.status} /> },
          ],
        }))}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './teamKpiSummary.css';

/** The member counts of KPI A's footer, in the order the agent home shows them. */
const FIELDS = [
  ['teamLoginMemberCount', 'kpi_team_login_member_count'],
  ['teamBetMemberCount', 'kpi_team_bet_member_count'],
  ['teamRegisterMemberCount', 'kpi_team_register_member_count'],
  ['teamOnlineCount', 'kpi_team_online_count'],
] as const;

/** The team's member counts of a period (teamKpi with kpi A; the agent home binds today) as four labelled numbers. */
export function Component({ props, data }: WidgetProps<'teamKpiSummary'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const kpi = data?.data;
  const footer = kpi?.kpi === 'A' ? kpi.report.footer : undefined;
  return (
    <Section title={t(props.titleKey)} className="team-kpi" testId="team-kpi">
      <dl className="team-kpi-grid">
        {FIELDS.map(([field, key]) => (
          <div key={field} className="team-kpi-item">
            <dt>{t(key)}</dt>
            <dd data-testid={`kpi-${field}`}>{footer ? formatNumber(footer[field], 0) : <Skeleton width={40} height={24} />}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

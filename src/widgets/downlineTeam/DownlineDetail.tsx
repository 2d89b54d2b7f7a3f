import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import type { RebateRate } from '../../generated/api/shapes/rebateRate.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { Button } from '../../ui/Button.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { categoryName, rateOf, rateText, REBATE_CATEGORIES } from '../shared/agent/rebates.ts';
import { RebateEditor } from './RebateEditor.tsx';
import { TransferPanel } from './TransferPanel.tsx';

type View = 'facts' | 'rebates' | 'transfer';

interface DetailProps {
  /** The widget's events: the rebate and transfer writes are told to the document as `done` or `failed`. */
  emit: WidgetProps<'downlineTeam'>['emit'];
  downlineId: number;
  money(n: number): string;
  limits: readonly RebateRate[] | undefined;
  allowRebates: boolean;
  allowTransfer: boolean;
  /** The list should reload (rates changed), or the member left the team (moved to `toAgent`). */
  onChanged(): void;
  onMoved(account: string, toAgent: string): void;
  titleId: string;
}

/** One downline in the detail sheet: its figures and rates, then the rebate editor or the transfer on request. */
export function DownlineDetail({ emit, downlineId, money, limits, allowRebates, allowTransfer, onChanged, onMoved, titleId }: DetailProps) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const id = useId();
  const [view, setView] = useState<View>('facts');
  const read = useCallRead('downline', { id: downlineId });

  const d = read.data;
  const heading = (
    <h2 id={titleId} className="team-detail-title">
      {d ? d.account : t('team_detail_title')}
    </h2>
  );
  if (read.status === 'error')
    return (
      <>
        {heading}
        <RetryBox onRetry={read.retry} />
      </>
    );
  if (!d)
    return (
      <>
        {heading}
        <Skeleton height={320} />
      </>
    );

  if (view === 'rebates') {
    return (
      <>
        {heading}
        <RebateEditor
          emit={emit}
          downline={d}
          limits={limits}
          onCancel={() => setView('facts')}
          onSaved={() => {
            setView('facts');
            read.retry();
            onChanged();
          }}
        />
      </>
    );
  }
  if (view === 'transfer') {
    return (
      <>
        {heading}
        <TransferPanel emit={emit} members={[d]} onCancel={() => setView('facts')} onDone={(toAgent) => onMoved(d.account, toAgent)} />
      </>
    );
  }
  const never = t('team_never_logged_in');
  return (
    <div className="team-detail" data-testid="team-detail">
      {heading}
      <Facts
        testId="team-detail-facts"
        items={[
          { term: t('team_nickname'), value: d.nickname || '-' },
          { term: t('team_level'), value: t('team_level_value', { level: d.level }) },
          { term: t('team_status'), value: d.online ? t('team_online') : t('team_offline') },
          { term: t('team_registered'), value: clock.dateTime(d.registerTime) },
          { term: t('team_last_login'), value: d.lastLoginTime === null ? never : clock.dateTime(d.lastLoginTime) },
          { term: t('balance'), value: money(d.balance) },
          { term: t('team_downline_count'), value: String(d.downlineCount) },
        ]}
      />
      <h3 id={`${id}-30d`} className="team-detail-subtitle">
        {t('team_last_30_days')}
      </h3>
      <Facts
        testId="team-detail-30d"
        items={[
          { term: t('team_deposits'), value: money(d.last30Days.deposits) },
          { term: t('team_withdrawals'), value: money(d.last30Days.withdrawals) },
          { term: t('team_bets'), value: money(d.last30Days.bets) },
          { term: t('team_valid_bets'), value: money(d.last30Days.validBets) },
          { term: t('team_wins'), value: money(d.last30Days.wins) },
        ]}
      />
      <h3 className="team-detail-subtitle">{t('team_rebate_rates')}</h3>
      <Facts
        testId="team-detail-rates"
        items={REBATE_CATEGORIES.map((c) => ({
          term: categoryName(t, c),
          value: limits
            ? t('team_rate_of_limit', { rate: rateText(rateOf(d.rebates, c)), limit: rateText(rateOf(limits, c)) })
            : rateText(rateOf(d.rebates, c)),
        }))}
      />
      <div className="team-answers">
        {allowRebates && d.level === 1 ? <Button variant="secondary" label={t('team_set_rebates')} onClick={() => setView('rebates')} /> : null}
        {allowTransfer && d.level === 1 ? <Button variant="secondary" label={t('team_transfer')} onClick={() => setView('transfer')} /> : null}
      </div>
    </div>
  );
}

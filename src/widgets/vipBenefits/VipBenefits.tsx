import { useTranslation } from 'react-i18next';
import type { VipLevelsResponse } from '../../generated/api/vipLevels.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './vipBenefits.css';

type Level = VipLevelsResponse['levels'][number];

/** One threshold towards the next level as a progress bar with its numbers ("Deposits 1,200.00 / 5,000.00"). */
function Progress({ label, have, need }: { label: string; have: number; need: number }) {
  return (
    <div className="vip-progress">
      <span className="vip-progress-label">{label}</span>
      <progress max={need > 0 ? need : 1} value={need > 0 ? Math.min(have, need) : 1} aria-label={label} />
      <span className="vip-progress-numbers">{`${formatNumber(have, 2)} / ${formatNumber(need, 2)}`}</span>
    </div>
  );
}

/** The member's VIP level, the way to the next, and what every level gives. */
export function Component({ data }: WidgetProps<'vipBenefits'>) {
  const { t } = useTranslation();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const vip = data?.data;
  if (!vip) return <Skeleton height={320} />;
  if (!vip.enabled || vip.levels.length === 0) return <EmptyState icon="vip" message={t('vip_not_offered')} testId="vip-none" />;
  const next = vip.levels.find((l) => l.level === vip.next?.level);
  const benefits = (l: Level) => [
    { term: t('vip_upgrade_bonus'), value: formatNumber(l.benefits.upgradeBonus, 2) },
    { term: t('vip_monthly_bonus'), value: formatNumber(l.benefits.monthlyBonus, 2) },
    { term: t('vip_rebate'), value: `${formatNumber(l.benefits.rebatePercent, 2)}%` },
    { term: t('vip_withdraw_limit'), value: formatNumber(l.benefits.dailyWithdrawLimit, 2) },
    { term: t('vip_dedicated_service'), value: t(l.benefits.dedicatedService ? 'vip_yes' : 'vip_no') },
  ];
  return (
    <div className="vip" data-testid="vip-benefits">
      <Card className="vip-current" testId="vip-current">
        <p className="vip-level">
          <Icon name="vip" size={28} />
          {t('vip_your_level', { name: vip.current.name })}
        </p>
        {vip.next && next ? (
          <>
            <p className="vip-next">{t('vip_to_next', { name: vip.next.name })}</p>
            <Progress label={t('vip_deposits')} have={vip.current.deposits} need={next.depositRequired} />
            <Progress label={t('vip_bets')} have={vip.current.bets} need={next.betRequired} />
          </>
        ) : (
          <p className="vip-next">{t('vip_top_level')}</p>
        )}
      </Card>
      <Section title={t('vip_levels')}>
        <ol className="vip-levels">
          {vip.levels.map((l) => (
            <li
              key={l.level}
              className={`vip-level-card${l.level === vip.current.level ? ' is-current' : ''}`}
              aria-current={l.level === vip.current.level ? 'true' : undefined}
              data-testid={`vip-level-${l.level}`}
            >
              <h3 className="vip-level-name">
                {l.name}
                {l.level === vip.current.level ? <span className="vip-badge">{t('vip_current')}</span> : null}
              </h3>
              <p className="vip-threshold">{t('vip_threshold', { deposits: formatNumber(l.depositRequired, 2), bets: formatNumber(l.betRequired, 2) })}</p>
              <Facts items={benefits(l)} />
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

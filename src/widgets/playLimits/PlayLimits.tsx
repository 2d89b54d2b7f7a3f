import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { DepositLimits } from './DepositLimits.tsx';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import { TakeBreak } from './TakeBreak.tsx';
import './playLimits.css';

/**
 * Deposit limits, reality check and breaks from play: the member sets them, the platform enforces them. A saved
 * setting reads them again; each write emits `done` (or `failed`) for the document.
 */
export function Component({ props, data, emit }: WidgetProps<'playLimits'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const limits = data?.data;
  if (!limits) return <Skeleton height={320} />;
  const breaks = props.breaks;
  const saved = () => void data?.refresh();
  return (
    <div className="play-limits" data-testid="play-limits">
      <Section title={t('rg_deposit_limits')}>
        <p className="play-limits-note">{t('rg_deposit_limits_note')}</p>
        <DepositLimits emit={emit} onSaved={saved} limits={limits.depositLimits} periods={props.periods} />
      </Section>
      <Section title={t('rg_reality_check')}>
        <RealityCheckSetting emit={emit} onSaved={saved} minutes={limits.realityCheckMinutes} />
      </Section>
      {breaks.length > 0 ? (
        <Section title={t('rg_take_break')}>
          <TakeBreak
            emit={emit}
            periods={breaks}
            onExcluded={(until) => {
              env.notify({ messageKey: 'rg_excluded_until', values: { time: clock.dateTime(until) }, kind: 'info', durationMs: 8000 });
              emit('excluded', { until });
            }}
          />
        </Section>
      ) : null}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mission } from '../../generated/api/shapes/mission.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useTimeZoneName } from '../../renderer/timeZone.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { claimErrorKey, figure, taskText } from './missionText.ts';
import './missionList.css';

/**
 * Missions of some periods (daily tasks, or weekly and one-time missions) with progress and Claim. A claim reads
 * the missions again and emits `done` (the document refreshes the balance) and `claimed`.
 */
export function Component({ props, data, emit }: WidgetProps<'missionList'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const submit = useMutation(emit);
  const [failed, setFailed] = useState<number | null>(null);
  const [claiming, setClaiming] = useState<number | null>(null);
  const ids = useId();
  const zone = useTimeZoneName();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="missions-retry" />;
  const all = data?.data?.list;
  if (!all) return <Skeleton height={200} />;
  const list = all.filter((m) => props.periods.includes(m.period));
  if (list.length === 0) return props.emptyKey ? <EmptyState icon="gift" message={t(props.emptyKey)} testId="missions-empty" /> : null;
  const symbol = settings.currencySymbol;

  const claim = async (m: Mission) => {
    setFailed(null);
    setClaiming(m.missionId);
    // A new attempt key once the progress moved on: a refusal stored for the old key is not replayed.
    const result = await submit.send('missionClaim', { missionId: m.missionId }, { attempt: `mission:${m.missionId}:${m.progress}` });
    setClaiming(null);
    // Whatever the answer, the missions' states may have moved on (claimed elsewhere, period reset).
    void data?.refresh();
    if (!result) {
      setFailed(m.missionId);
      return;
    }
    env.notify({ messageKey: 'mission_claim_done', values: { amount: `${symbol}${formatNumber(result.mission.reward, 2)}` }, kind: 'success' });
    emit('claimed', { missionId: m.missionId, reward: result.mission.reward });
  };

  return (
    <Section title={t(props.titleKey)} className="missions" testId={`missions-${props.periods.join('-')}`}>
      <ul className="missions-list">
        {list.map((m) => {
          const task = taskText(m, t, symbol);
          const progressId = `${ids}-${m.missionId}-progress`;
          const errorKey = failed === m.missionId ? (claimErrorKey(submit.errorCode) ?? 'request_failed') : null;
          return (
            <li key={m.missionId} className={`mission mission-${m.state}`} data-testid={`mission-${m.code}`}>
              <div className="mission-head">
                <h3 className="mission-task">{task}</h3>
                <span className="mission-reward">{t('mission_reward', { amount: `${symbol}${formatNumber(m.reward, 2)}` })}</span>
              </div>
              <p className="mission-period">{t(`mission_period_${m.period}`, { zone })}</p>
              <div className="mission-progress">
                <progress max={m.target} value={m.progress} aria-label={t('mission_progress_of', { task })} aria-describedby={progressId} />
                <span id={progressId} className="mission-numbers">{`${figure(m, m.progress, symbol)} / ${figure(m, m.target, symbol)}`}</span>
              </div>
              {m.state === 'claimed' ? (
                <p className="mission-claimed">
                  <Icon name="gift" size={20} />
                  {t('mission_claimed')}
                </p>
              ) : m.state === 'claimable' ? (
                <Button
                  size="compact"
                  className="mission-claim"
                  disabled={submit.busy}
                  busy={claiming === m.missionId}
                  aria-label={t('mission_claim_for', { task })}
                  label={t('mission_claim')}
                  onClick={() => void claim(m)}
                />
              ) : null}
              <FormError message={errorKey ? t(errorKey) : null} testId={`mission-error-${m.code}`} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

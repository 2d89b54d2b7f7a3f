import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedRainStatusResponse } from '../../generated/api/redRainStatus.response.ts';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { moneyIn } from '../shared/agent/rebates.ts';
import { claimErrorText } from '../shared/retention/claimText.ts';
import { countdownText, useCountdown } from '../shared/retention/useCountdown.ts';
import { Envelopes } from './Envelopes.tsx';
import './redRain.css';

type RainEvent = NonNullable<RedRainStatusResponse['event']>;

function Rules({ event, money }: { event: RainEvent; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('redrain_rules')}>
      <Card>
        <Facts
          testId="redrain-rules"
          items={[
            { term: t('redrain_rule_envelopes'), value: String(event.envelopesPerMember) },
            { term: t('redrain_rule_amount'), value: `${money(event.minAmount)} - ${money(event.maxAmount)}` },
            { term: t('redrain_rule_cap'), value: money(event.memberCap) },
          ]}
        />
      </Card>
    </Section>
  );
}

/** The red envelope rain: the countdown to the next one, or the envelopes while it falls. */
export function Component({ props, data, emit }: WidgetProps<'redRain'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const submit = useMutation(emit);
  const [got, setGot] = useState<number[]>([]);
  const s = data?.data;
  const target = s?.window ? (s.active ? s.window.end : s.window.start) : null;
  // At the start or the end of a rain, read the platform's state again.
  const left = useCountdown(env.clock, target, s?.now ?? 0, () => data?.retry());
  if (data?.error && !s) return <RetryBox onRetry={data.retry} />;
  if (!s) return <Skeleton height={360} />;
  if (!s.enabled || !s.event || !s.window) return <EmptyState icon="gift" message={t('redrain_none')} testId="redrain-none" />;
  const money = moneyIn(settings.currencySymbol);
  const open = async () => {
    const done = await submit.send('redRainOpen', {});
    void data?.refresh();
    if (done) {
      setGot((g) => [...g, done.amount]);
      emit('opened', { amount: done.amount, balance: done.balance });
    }
  };
  const last = got.length > 0 ? got[got.length - 1] : null;
  return (
    <div className="red-rain" data-testid="red-rain">
      <Card className="red-rain-head">
        <h2 className="red-rain-title">{s.event.title}</h2>
        <p className="red-rain-when" data-testid="redrain-state">
          {s.active ? t('redrain_falling_now') : t('redrain_next_at', { time: clock.dateTime(s.window.start) })}
        </p>
        <p className="red-rain-countdown">
          <span>{t(s.active ? 'redrain_ends_in' : 'redrain_starts_in')}</span>{' '}
          <span role="timer" className="red-rain-clock" data-testid="redrain-countdown">
            {countdownText(left)}
          </span>
        </p>
      </Card>
      {s.active ? (
        <Section title={t('redrain_your_envelopes')}>
          <p className="red-rain-count" data-testid="redrain-count">
            {s.remaining > 0 ? t('redrain_remaining', { count: s.remaining }) : t('redrain_all_opened')}
          </p>
          {s.remaining > 0 ? <Envelopes count={Math.min(s.remaining, props.maxShown)} busy={submit.busy} onOpen={() => void open()} /> : null}
          <p className="red-rain-got" role="status" data-testid="redrain-got">
            {last === null ? '' : t('redrain_got', { amount: money(last) })}
          </p>
          <FormError message={claimErrorText(t, submit.error, submit.errorCode)} testId="redrain-error" />
          <p className="red-rain-total" data-testid="redrain-total">
            {t('redrain_opened_total', { count: s.opened, amount: money(s.openedAmount) })}
          </p>
        </Section>
      ) : null}
      <Rules event={s.event} money={money} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { CheckinStatusResponse } from '../../generated/api/checkinStatus.response.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { useBrandClock, useTimeZoneName } from '../../renderer/timeZone.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { moneyIn } from '../shared/agent/rebates.ts';
import { claimErrorText } from '../shared/retention/claimText.ts';
import './dailyCheckin.css';

type Day = CheckinStatusResponse['days'][number];

/** "06-01": the day of the month a streak day falls on (the platform's day, in the brand's time zone). */
const shortDate = (date: string): string => date.slice(5);

function DayCell({ day, today, money }: { day: Day; today: boolean; money: (n: number) => string }) {
  const { t } = useTranslation();
  const state = t(`checkin_state_${day.state}`);
  return (
    <li className={`checkin-day is-${day.state}`} aria-current={today ? 'date' : undefined} data-testid={`checkin-day-${day.slot}`}>
      <span className="checkin-day-name">{t('checkin_day', { n: day.slot })}</span>
      <Icon name={day.state === 'claimed' ? 'star' : 'gift'} size={20} />
      <span className="checkin-day-reward">{money(day.reward)}</span>
      <span className="checkin-day-date">{shortDate(day.date)}</span>
      <span className="checkin-day-state">{state}</span>
    </li>
  );
}

/** The 7-day check-in calendar with the streak and today's claim. */
export function Component({ data, emit }: WidgetProps<'dailyCheckin'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { settings } = useConditionContext();
  const submit = useMutation(emit);
  const zone = useTimeZoneName();
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const s = data?.data;
  if (!s) return <Skeleton height={300} />;
  if (!s.enabled) return <EmptyState icon="task" message={t('checkin_not_offered')} testId="checkin-none" />;
  const money = moneyIn(settings.currencySymbol);
  const today = s.days.find((d) => d.slot === s.todaySlot);
  // The reward of tomorrow's check-in: the next day of this streak, or day 1 of a new one after day 7.
  const tomorrow = s.days.find((d) => d.slot === (s.todaySlot % s.days.length) + 1);
  const claim = async () => {
    const done = await submit.send('checkinClaim', {});
    void data?.refresh();
    if (done) emit('claimed', { amount: done.amount, slot: done.slot, balance: done.balance });
  };
  return (
    <div className="checkin" data-testid="daily-checkin">
      <Card className="checkin-head">
        <p className="checkin-streak" data-testid="checkin-streak">
          {t('checkin_streak', { count: s.streak })}
        </p>
        {s.missed ? (
          <p className="checkin-missed" data-testid="checkin-missed">
            {t('checkin_missed', { count: s.missed.days, date: s.missed.lastDay })}
          </p>
        ) : null}
        {s.claimedToday ? (
          <p className="checkin-note" data-testid="checkin-done">
            {t('checkin_come_back', { amount: money(tomorrow?.reward ?? 0), time: clock.dateTime(s.nextDayAt) })}
          </p>
        ) : null}
      </Card>
      <Section title={t('checkin_calendar')}>
        <ol className="checkin-days" data-testid="checkin-days">
          {s.days.map((d) => (
            <DayCell key={d.slot} day={d} today={d.slot === s.todaySlot} money={money} />
          ))}
        </ol>
      </Section>
      <Button
        block
        busy={submit.busy}
        disabled={s.claimedToday || submit.busy}
        onClick={() => void claim()}
        data-testid="checkin-claim"
        label={s.claimedToday ? t('checkin_claimed_button') : t('checkin_claim_button', { amount: money(today?.reward ?? 0) })}
      />
      <FormError message={claimErrorText(t, submit.error, submit.errorCode)} testId="checkin-error" />
      <p className="checkin-rule">{t('checkin_rule', { zone })}</p>
    </div>
  );
}

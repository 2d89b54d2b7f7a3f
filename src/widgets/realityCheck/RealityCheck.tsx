import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { useInterruption } from '../../ui/useInterruption.ts';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { msUntilReminder } from './schedule.ts';
import './realityCheck.css';

/**
 * Each read of the play summary is asked of the platform afresh, never answered from a cached earlier one: it
 * carries a number of its own in `_`, the cache-buster field the platform accepts and ignores.
 */
let reads = 0;
const nextRead = (): string => String(++reads);

interface Ask {
  /** The number of the read (see nextRead). */
  read: string;
  /** The interval the reminder was scheduled for; another one asks afresh. */
  minutes: number | null;
  /** `schedule`: the summary sets the timer; `remind`: it is shown; `stopped`: the member chose to stop. */
  phase: 'schedule' | 'remind' | 'stopped';
}

/** Every N minutes of a session: time played and the net result, with Keep playing or Stop playing. */
export function Component({ node, data, emit }: WidgetProps<'realityCheck'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const id = useId();
  const minutes = (session.isRealAccount && data?.data?.realityCheckMinutes) || null;
  const [ask, setAsk] = useState<Ask>(() => ({ read: nextRead(), minutes, phase: 'schedule' }));
  // The reminder turned on or its interval changed: how long the session has run is asked again.
  if (ask.minutes !== minutes) setAsk({ read: nextRead(), minutes, phase: 'schedule' });
  // The platform counts the minutes since the session began, so a reload or a second tab keeps the same rhythm.
  const summary = useCallRead('playSummary', minutes && ask.phase !== 'stopped' ? { _: ask.read } : null);
  const answer = summary.data;
  const { phase } = ask;

  useEffect(() => {
    if (summary.error) env.report('reality check: play summary failed', summary.error);
  }, [env, summary.error]);

  useEffect(() => {
    if (phase !== 'schedule' || !answer || !minutes) return;
    // When it is due, the summary is read again: the reminder shows the figures of that moment.
    const timer = setTimeout(() => setAsk({ read: nextRead(), minutes, phase: 'remind' }), msUntilReminder(answer.minutesPlayed, minutes));
    return () => clearTimeout(timer);
  }, [phase, answer, minutes]);

  // The reminder goes first in the interruption queue: an announcement popup waits while it shows (or it waits for
  // one already open to close).
  const turn = useInterruption(node.id, 'overlay', phase === 'remind' && answer !== undefined);
  if (phase !== 'remind' || !answer || !turn.shown) return null;
  const keepPlaying = () => {
    setAsk({ read: nextRead(), minutes, phase: 'schedule' });
    turn.close();
  };
  return (
    <Dialog alert onClose={keepPlaying} labelledBy={`${id}-title`} closeLabel={t('close')} testId="reality-check">
      <h2 id={`${id}-title`} className="reality-check-title">
        {t('rc_title')}
      </h2>
      <p className="reality-check-text">{t('rc_played', { count: answer.minutesPlayed })}</p>
      <Facts
        items={[
          { term: t('bets_total_bet'), value: formatNumber(answer.bets, 2) },
          { term: t('bets_total_win'), value: formatNumber(answer.wins, 2) },
          { term: t('bets_total_net'), value: <SignedAmount value={answer.net} /> },
        ]}
      />
      <div className="reality-check-answers">
        <Button label={t('rc_keep_playing')} onClick={keepPlaying} />
        <Button
          variant="secondary"
          label={t('rc_stop')}
          onClick={() => {
            setAsk({ ...ask, phase: 'stopped' });
            turn.close();
            emit('stop', {});
          }}
        />
      </div>
    </Dialog>
  );
}

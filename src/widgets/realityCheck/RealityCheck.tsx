import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySummaryResponse } from '../../generated/api/playSummary.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { msUntilReminder } from './schedule.ts';
import './realityCheck.css';

/** Every N minutes of a session: time played and the net result, with Keep playing or Stop playing. */
export function Component({ data, emit }: WidgetProps<'realityCheck'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const id = useId();
  const minutes = data?.data?.realityCheckMinutes ?? null;
  const [summary, setSummary] = useState<PlaySummaryResponse | null>(null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` schedules the next reminder after Keep playing.
  useEffect(() => {
    if (!minutes || !session.isRealAccount) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    // The platform counts the minutes since the session began, so a reload or a second tab keeps the same rhythm.
    void env.api
      .call('playSummary')
      .then((s) => {
        if (!live) return;
        timer = setTimeout(async () => {
          const now = await env.api.call('playSummary').catch(() => null);
          if (live && now) setSummary(now);
        }, msUntilReminder(s.minutesPlayed, minutes));
      })
      .catch((err: unknown) => env.report('reality check: play summary failed', err));
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [env, minutes, session.isRealAccount, round]);

  if (!summary) return null;
  const keepPlaying = () => {
    setSummary(null);
    setRound((r) => r + 1);
  };
  return (
    <Dialog alert onClose={keepPlaying} labelledBy={`${id}-title`} closeLabel={t('close')} testId="reality-check">
      <h2 id={`${id}-title`} className="reality-check-title">{t('rc_title')}</h2>
      <p className="reality-check-text">{t('rc_played', { count: summary.minutesPlayed })}</p>
      <Facts items={[
        { term: t('bets_total_bet'), value: formatNumber(summary.bets, 2) },
        { term: t('bets_total_win'), value: formatNumber(summary.wins, 2) },
        { term: t('bets_total_net'), value: <SignedAmount value={summary.net} /> },
      ]} />
      <div className="reality-check-answers">
        <Button label={t('rc_keep_playing')} onClick={keepPlaying} />
        <Button variant="secondary" label={t('rc_stop')} onClick={() => { setSummary(null); emit('stop', {}); }} />
      </div>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import type { Lottery } from '../../generated/api/shapes/lottery.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { countdownText, useCountdown } from '../shared/retention/useCountdown.ts';

/** A draw's five digits as balls, read out as one number. */
function ResultBalls({ drawNo, result }: { drawNo: string; result: string }) {
  const { t } = useTranslation();
  return (
    <span className="lottery-balls" role="img" aria-label={t('lottery_result_of', { drawNo, result })}>
      {[...result].map((d, i) => (
        <span key={i} className="lottery-ball">
          {d}
        </span>
      ))}
    </span>
  );
}

/** One lottery: name, next draw and the countdown to its close, last results, Bet. */
export function LotteryCard({ lottery: l, serverNow, onBet, onDrawDue }: { lottery: Lottery; serverNow: number; onBet(): void; onDrawDue(): void }) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  // Once betting on this draw closes, the platform opens the next: read the list again.
  const left = useCountdown(env.clock, l.nextDraw.closeAt, serverNow, onDrawDue);
  const [last, ...earlier] = l.lastResults;
  return (
    <Card as="li" className="lottery-card" testId={`lottery-${l.code}`}>
      <div className="lottery-card-head">
        <h3 className="lottery-name">{l.name}</h3>
        <Button size="compact" onClick={onBet} aria-label={t('lottery_bet_on', { name: l.name })} data-testid={`lottery-bet-${l.code}`}>
          {t('lottery_bet')}
        </Button>
      </div>
      <p className="lottery-next">
        {t('lottery_next_draw', { drawNo: l.nextDraw.drawNo })} · {t('lottery_draw_at', { time: clock.dateTime(l.nextDraw.drawAt) })}
      </p>
      <p className="lottery-countdown">
        <span>{t('lottery_closes_in')}</span>{' '}
        <span role="timer" className="lottery-clock" data-testid={`lottery-countdown-${l.code}`}>
          {countdownText(left)}
        </span>
      </p>
      <h4 className="lottery-results-title">{t('lottery_last_results')}</h4>
      {last ? (
        <>
          <p className="lottery-last">
            <span className="lottery-draw-no">{last.drawNo}</span> <ResultBalls drawNo={last.drawNo} result={last.result} />
          </p>
          {earlier.length > 0 ? (
            <ul className="lottery-earlier">
              {earlier.map((r) => (
                <li key={r.drawNo}>
                  <span className="lottery-draw-no">{r.drawNo}</span> <span className="lottery-earlier-result">{r.result}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="lottery-none">{t('lottery_no_results')}</p>
      )}
    </Card>
  );
}

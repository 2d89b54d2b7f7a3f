import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import type { BetOrderDetailResponse } from '../../generated/api/betOrderDetail.response.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { List, Row } from '../../ui/List.tsx';

type LotteryOrder = NonNullable<BetOrderDetailResponse['lottery']>;

/** The platform's refusals of a cancel, as the locale key that explains each. */
const CANCEL_ERRORS: Record<string, string> = {
  'lottery.draw.closed': 'bets_err_closed',
  'lottery.suborder.cancelled': 'bets_err_cancelled',
};

/** A lottery order's draw and its picks (suborders); a pick whose draw still takes bets can be cancelled and refunded. */
export function LotteryPart({ lottery: l, emit, onChanged }: { lottery: LotteryOrder; emit: WidgetProps<'betRecords'>['emit']; onChanged(): void }) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const cancel = useMutation(emit);
  const [said, setSaid] = useState<string | null>(null);
  const run = async (suborderNo: string) => {
    setSaid(null);
    const done = await cancel.send('cancelSuborder', { suborderNo });
    onChanged();
    if (!done) return;
    setSaid(t('bets_cancelled', { suborderNo, refund: formatNumber(done.refund, 2), balance: formatNumber(done.balance, 2) }));
    emit('cancelled', { suborderNo, refund: done.refund, balance: done.balance });
  };
  const refusal =
    cancel.error === undefined
      ? null
      : cancel.errorCode && CANCEL_ERRORS[cancel.errorCode]
        ? t(CANCEL_ERRORS[cancel.errorCode])
        : (cancel.error ?? t('request_failed'));
  return (
    <>
      <Facts
        items={[
          { term: t('bets_draw'), value: `${l.drawNo} · ${clock.dateTime(l.drawAt)}` },
          { term: t('bets_result'), value: l.result ?? t('bets_result_pending') },
          { term: t('bets_play'), value: `${t(`lottery_play_${l.playType}`)} · ${l.prizeMode}` },
        ]}
      />
      <List label={t('bets_suborders')} testId="bet-suborders">
        {l.suborders.map((s) => (
          <Row
            key={s.suborderNo}
            label={t('bets_pick_line', { pick: s.pick, stake: formatNumber(s.stake, 2), odds: s.odds })}
            detail={`${s.suborderNo} · ${t(`bets_status_${s.status}`)}${s.win > 0 ? ` · ${formatNumber(s.win, 2)}` : ''}`}
            testId={`bet-suborder-${s.suborderNo}`}
            end={
              s.cancellable ? (
                <Button
                  size="compact"
                  variant="secondary"
                  busy={cancel.busy}
                  disabled={cancel.busy}
                  aria-label={t('bets_cancel_pick', { pick: s.pick, suborderNo: s.suborderNo })}
                  onClick={() => void run(s.suborderNo)}
                >
                  {t('bets_cancel')}
                </Button>
              ) : undefined
            }
          />
        ))}
      </List>
      <p role="status" className="bet-cancelled" data-testid="bet-cancelled">
        {said ?? ''}
      </p>
      <FormError message={refusal} testId="bet-cancel-error" />
    </>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetResponse } from '../../generated/api/lotteryBet.response.ts';
import type { Lottery } from '../../generated/api/shapes/lottery.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { betErrorText } from './betText.ts';
import { NumberPicks, SidePicks } from './Picks.tsx';

type PlayType = Lottery['playTypes'][number];
type PrizeMode = Lottery['prizeModes'][number];

/** The stake typed, as a number with at most 2 decimals within the lottery's range, or null. */
function stakeOf(typed: string, l: Lottery): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(typed.trim())) return null;
  const n = Number(typed);
  return n >= l.minStake && n <= l.maxStake ? n : null;
}

/** The next draw a "draw closed" refusal names (its value.nextDrawNo), or null. */
function nextDrawOf(value: unknown): string | null {
  const next = typeof value === 'object' && value !== null ? (value as { nextDrawNo?: unknown }).nextDrawNo : undefined;
  return typeof next === 'string' ? next : null;
}

/** The confirmation of a placed bet, in words, with what to do next. */
function Placed({ done, money, onAgain, onClose }: { done: LotteryBetResponse; money(n: number): string; onAgain(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className="lottery-placed">
      <p role="status" data-testid="lottery-placed">
        {t('lottery_placed', { orderNo: done.orderNo, drawNo: done.drawNo, total: money(done.totalStake), balance: money(done.balance) })}
      </p>
      <Button block onClick={onAgain}>
        {t('lottery_bet_again')}
      </Button>
      <Button block variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </div>
  );
}

/** The bet sheet of one lottery: play type, prize mode with its odds, picks, stake per pick, total, place bet. */
export function BetSheet({
  lottery: l,
  money,
  emit,
  onClose,
}: {
  lottery: Lottery;
  money(n: number): string;
  emit: WidgetProps<'lotteryLobby'>['emit'];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useMutation(emit);
  const [playType, setPlayType] = useState<PlayType>(l.playTypes[0] ?? 'Tradition');
  const [prizeMode, setPrizeMode] = useState<PrizeMode>(l.prizeModes[0]);
  const [picks, setPicks] = useState<string[]>([]);
  const [stake, setStake] = useState(String(l.minStake));
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<LotteryBetResponse | null>(null);
  // The draw the bet goes on; when it closes under the player, the platform names the next one, which takes over.
  const [drawNo, setDrawNo] = useState(l.nextDraw.drawNo);
  const [movedFrom, setMovedFrom] = useState<string | null>(null);
  // A "draw closed" refusal names the next draw: the picks stay and the next send goes on it.
  const next = submit.errorCode === 'lottery.draw.closed' ? nextDrawOf(submit.errorValue) : null;
  useEffect(() => {
    if (next && next !== drawNo) {
      setMovedFrom(drawNo);
      setDrawNo(next);
    }
  }, [next, drawNo]);
  const odds = l.odds[prizeMode];
  const stakeValue = stakeOf(stake, l);
  const stakeError = tried && stakeValue === null ? t('lottery_stake_invalid', { min: money(l.minStake), max: money(l.maxStake) }) : null;
  const picksError = tried && picks.length === 0 ? t('lottery_picks_needed') : null;
  const place = async () => {
    setTried(true);
    const [first, ...rest] = picks;
    if (stakeValue === null || first === undefined) return;
    const answer = await submit.send('lotteryBet', {
      lotteryCode: l.code,
      drawNo,
      playType,
      prizeMode,
      stake: stakeValue,
      picks: [first, ...rest],
    });
    if (!answer) return;
    setMovedFrom(null);
    setDone(answer);
    emit('placed', { orderNo: answer.orderNo, drawNo: answer.drawNo, balance: answer.balance });
  };
  const again = () => {
    setDone(null);
    setMovedFrom(null);
    setPicks([]);
    setTried(false);
    submit.reset();
  };
  return (
    <Dialog placement="bottom" onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="lottery-bet-sheet">
      <h2 id={`${id}-title`} className="panel-form-title">
        {t('lottery_bet_on', { name: l.name })}
      </h2>
      <p className="lottery-next">{t('lottery_next_draw', { drawNo })}</p>
      {done ? (
        <Placed done={done} money={money} onAgain={again} onClose={onClose} />
      ) : (
        <form
          className="lottery-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void place();
          }}
        >
          <Segmented
            legend={t('lottery_play_type')}
            name={`${id}-play`}
            segments={l.playTypes.map((p) => ({ value: p, label: t(`lottery_play_${p}`) }))}
            value={playType}
            onChange={(v) => {
              setPlayType(v as PlayType);
              setPicks([]);
            }}
          />
          <Segmented
            legend={t('lottery_prize_mode')}
            name={`${id}-mode`}
            segments={l.prizeModes.map((p) => ({ value: p, label: p }))}
            value={prizeMode}
            onChange={(v) => setPrizeMode(v as PrizeMode)}
          />
          {odds ? (
            <p className="field-hint" data-testid="lottery-odds">
              {playType === 'Tradition' ? t('lottery_odds_numbers', { d2: odds['2D'], d3: odds['3D'] }) : t('lottery_odds_sides', { side: odds.SIDE })}
            </p>
          ) : null}
          {playType === 'Tradition' ? <NumberPicks picks={picks} onChange={setPicks} /> : <SidePicks picks={picks} onChange={setPicks} />}
          <FormError message={picksError} />
          <TextField
            id={`${id}-stake`}
            label={t('lottery_stake')}
            value={stake}
            onValue={setStake}
            inputMode="decimal"
            autoComplete="off"
            hint={t('lottery_stake_hint', { min: money(l.minStake), max: money(l.maxStake) })}
            error={stakeError}
          />
          <p className="lottery-total" data-testid="lottery-total">
            {t('lottery_total', { count: picks.length, total: money((stakeValue ?? 0) * picks.length) })}
          </p>
          <FormError
            message={
              movedFrom && next ? t('lottery_err_closed_next', { drawNo: movedFrom, nextDrawNo: drawNo }) : betErrorText(t, submit.error, submit.errorCode)
            }
            testId="lottery-bet-error"
          />
          <Button type="submit" block busy={submit.busy} disabled={submit.busy} data-testid="lottery-place">
            {t('lottery_place_bet')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawResponse } from '../../generated/api/withdraw.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { parseAmount } from '../shared/wallet/amount.ts';
import { useAddCard } from '../shared/wallet/useAddCard.tsx';
import { LockNotice } from '../shared/wallet/LockNotice.tsx';
import { SetPasswordForm } from '../shared/wallet/SetPasswordForm.tsx';
import { withdrawErrorText } from './withdrawRefusal.ts';
import './withdrawForm.css';

/** Wrong withdrawal passwords the platform allows before it locks withdrawals for 30 minutes. */
const MAX_TRIES = 5;

/** The refusals of a wrong withdrawal password (the reference platform's, the legacy platform's). */
const WRONG_PASSWORD = new Set(['withdraw.password.wrong', 'payment.password.err']);

/**
 * Withdraw: password first if none, then card, amount, withdrawal password; the result with the new balance. The
 * widget reads its own account again after each answer; every write is told to the document as `done` (with the
 * `call`; a withdrawal's also with {orderNo, amount}) or `failed`, which the document wires to the balance and the
 * withdraw history.
 */
export function Component({ props, data, emit }: WidgetProps<'withdrawForm'>) {
  const { t } = useTranslation();
  const { session, settings } = useConditionContext();
  const id = useId();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const addCard = useAddCard(emit, () => void data?.refresh());
  const [done, setDone] = useState<WithdrawResponse | null>(null);
  const submit = useMutation(emit);

  if (!session.isRealAccount) return <EmptyState icon="lock" message={t('deposit_actual_account')} testId="withdraw-refused" />;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="withdraw-retry" />;
  const account = data?.data;
  if (!account) return <Skeleton height={320} />;
  if (!account.hasPassword) return <SetPasswordForm emit={emit} onSaved={() => data?.refresh()} />;
  if (account.lock.lockedUntil !== null) return <LockNotice lock={account.lock} />;
  if (done) {
    return (
      <Card className="withdraw-done" testId="withdraw-done">
        <p className="panel-form-title" role="status">
          {t('withdraw_submitted')}
        </p>
        <Facts
          items={[
            { term: t('deposit_amount'), value: formatNumber(done.amount, 2) },
            { term: t('deposit_order_no'), value: done.orderNo },
            { term: t('withdraw_balance_after'), value: formatNumber(done.balance, 2) },
          ]}
        />
        <Button block label={t('withdraw_again')} onClick={() => setDone(null)} />
      </Card>
    );
  }

  const min = props.minAmount;
  const card = account.cards.find((c) => c.id === cardId) ?? account.cards[0];
  // While bonus wagering is open, only the part of the balance it leaves free may be withdrawn (the platform's rule).
  const wagering = account.wagering.open ? account.wagering : null;
  const max = wagering ? Math.min(wagering.withdrawable, account.balance) : account.balance;
  const symbol = settings.currencySymbol;
  const value = parseAmount(amount);
  const amountProblem = !amount.trim()
    ? 'deposit_amount_required'
    : value === null
      ? 'deposit_amount_invalid'
      : value < min || value > max
        ? wagering && max < min
          ? 'withdraw_amount_held'
          : 'withdraw_amount_range'
        : null;
  const problem = !card ? 'withdraw_card_required' : (amountProblem ?? (password ? null : 'withdraw_password_required'));
  const refusedPassword = submit.errorCode !== undefined && WRONG_PASSWORD.has(submit.errorCode);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || !card || value === null) return;
    // One attempt per card and amount: a retry with the password corrected keeps its idempotency key.
    const result = await submit.send(
      'withdraw',
      { amount: value, bankCardId: card.id, paymentPassword: password },
      {
        attempt: `${card.id}:${value}`,
        donePayload: (r) => ({ orderNo: r.orderNo, amount: r.amount }),
      },
    );
    setPassword('');
    // A wrong password counts towards the lock: show the tries left, or the lock itself; after a withdrawal, the
    // balance it shows.
    void data?.refresh();
    if (!result) return;
    setDone(result);
    setAmount('');
    setTouched(false);
  };
  const range = { min: formatNumber(min, 2), max: formatNumber(max, 2) };
  const hint = wagering
    ? t('withdraw_available_now', { amount: `${symbol}${formatNumber(max, 2)}` })
    : t('withdraw_available', { balance: formatNumber(account.balance, 2) });
  return (
    <PanelForm onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
      {wagering ? (
        <p className="withdraw-wagering" data-testid="withdraw-wagering">
          {t('withdraw_wagering_note', {
            withdrawable: `${symbol}${formatNumber(max, 2)}`,
            turnover: `${symbol}${formatNumber(wagering.turnoverLeft, 2)}`,
            balance: `${symbol}${formatNumber(account.balance, 2)}`,
          })}
        </p>
      ) : null}
      <Choices
        legend={t('withdraw_card')}
        name={`${id}-card`}
        value={card ? String(card.id) : undefined}
        onChange={(v) => setCardId(Number(v))}
        choices={account.cards.map((c) => ({ value: String(c.id), title: c.bankName, detail: `${c.accountName} · ${c.accountNo}` }))}
      >
        {touched && !card ? <p className="field-error">{t('withdraw_card_required')}</p> : null}
        <Button variant="secondary" block label={t('card_add')} onClick={addCard.open} />
      </Choices>
      <TextField
        id={`${id}-amount`}
        label={t('deposit_amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValue={setAmount}
        hint={hint}
        error={touched && amountProblem ? t(amountProblem, range) : undefined}
        end={<Button variant="ghost" size="compact" label={t('withdraw_all')} onClick={() => setAmount(max.toFixed(2))} />}
      />
      <TextField
        id={`${id}-password`}
        label={t('withdraw_password')}
        required
        type="password"
        autoComplete="off"
        value={password}
        onValue={(v) => {
          setPassword(v);
          // The refusal was of the password sent: typing another one answers it, so it goes.
          if (refusedPassword) submit.reset();
        }}
        // A refused password is emptied for the next try: the refusal says why, not a second "enter it" error.
        error={touched && card && !amountProblem && !password && !refusedPassword ? t('withdraw_password_required') : undefined}
        hint={account.lock.attemptsLeft < MAX_TRIES ? t('withdraw_tries_left', { count: account.lock.attemptsLeft }) : undefined}
      />
      <FormError message={withdrawErrorText(t, symbol, submit.errorCode, submit.errorValue, submit.error)} testId="withdraw-error" />
      <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw')} />
      {addCard.dialog}
    </PanelForm>
  );
}

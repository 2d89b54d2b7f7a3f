import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { WithdrawResponse } from '../../generated/api/withdraw.response.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Field } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { parseAmount } from '../depositForm/amount.ts';
import { AddCardDialog } from './AddCardDialog.tsx';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { useSubmit } from './useSubmit.ts';
import './withdrawForm.css';

/** Withdraw: password first if none, then card, amount, withdrawal password; the result with the new balance. */
export function Component({ props, data, emit }: WidgetProps<'withdrawForm'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const id = useId();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<WithdrawResponse | null>(null);
  const submit = useSubmit<WithdrawResponse>();

  if (!session.isRealAccount) return <EmptyState icon="lock" message={t('deposit_actual_account')} testId="withdraw-refused" />;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="withdraw-retry" />;
  const account = data?.data;
  if (!account) return <Skeleton height={320} />;
  if (!account.hasPassword) return <SetPasswordForm env={env} />;
  if (done) {
    return (
      <Card className="withdraw-done" testId="withdraw-done">
        <p className="withdraw-title" role="status">{t('withdraw_submitted')}</p>
        <dl className="withdraw-facts">
          <dt>{t('deposit_amount')}</dt><dd>{formatNumber(done.amount, 2)}</dd>
          <dt>{t('deposit_order_no')}</dt><dd>{done.orderNo}</dd>
          <dt>{t('withdraw_balance_after')}</dt><dd>{formatNumber(done.balance, 2)}</dd>
        </dl>
        <Button block label={t('withdraw_again')} onClick={() => setDone(null)} />
      </Card>
    );
  }

  const min = props.minAmount ?? 1;
  const card = account.cards.find((c) => c.id === cardId) ?? account.cards[0];
  const value = parseAmount(amount);
  const amountProblem = !amount.trim() ? 'deposit_amount_required' : value === null ? 'deposit_amount_invalid' : value < min || value > account.balance ? 'withdraw_amount_range' : null;
  const problem = !card ? 'withdraw_card_required' : amountProblem ?? (password ? null : 'withdraw_password_required');
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || !card || value === null) return;
    const result = await submit.run(`${card.id}:${value}`, (idempotencyKey) =>
      env.api.call('withdraw', { amount: value, bankCardId: card.id, paymentPassword: password }, { idempotencyKey }),
    );
    setPassword('');
    if (!result) return;
    setDone(result);
    setAmount('');
    setTouched(false);
    void env.refreshData('walletBalance');
    void env.refreshData('withdrawAccount');
    void env.refreshData('withdrawReport');
    emit('done', { orderNo: result.orderNo, amount: result.amount });
  };
  const range = { min: formatNumber(min, 2), max: formatNumber(account.balance, 2) };
  return (
    <form className="withdraw-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={submit.busy}>
      <Choices legend={t('withdraw_card')} name={`${id}-card`} value={card ? String(card.id) : undefined} onChange={(v) => setCardId(Number(v))}
        choices={account.cards.map((c) => ({ value: String(c.id), title: c.bankName, detail: `${c.accountName} · ${c.accountNo}` }))}>
        {touched && !card ? <p className="withdraw-error">{t('withdraw_card_required')}</p> : null}
        <Button variant="secondary" block label={t('card_add')} onClick={() => setAdding(true)} />
      </Choices>
      <Field id={`${id}-amount`} label={t('deposit_amount')} required hint={t('withdraw_available', { balance: formatNumber(account.balance, 2) })}
        error={touched && amountProblem ? t(amountProblem, range) : undefined}>
        <div className="field-control">
          <input id={`${id}-amount`} className="field-input" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <Button variant="ghost" size="compact" label={t('withdraw_all')} onClick={() => setAmount(account.balance.toFixed(2))} />
        </div>
      </Field>
      <Field id={`${id}-password`} label={t('withdraw_password')} required error={touched && card && !amountProblem && !password ? t('withdraw_password_required') : undefined}>
        <div className="field-control">
          <input id={`${id}-password`} className="field-input" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
      </Field>
      {submit.error !== undefined ? <p className="withdraw-error" role="alert">{submit.error ?? t('request_failed')}</p> : null}
      <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw')} />
      {/* Outside the form in the DOM's sense too: the dialog has a form of its own. */}
      {adding ? createPortal(<AddCardDialog env={env} onClose={() => setAdding(false)} onAdded={() => { setAdding(false); void env.refreshData('withdrawAccount'); }} />, document.body) : null}
    </form>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../generated/api/shapes/depositOrder.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { amountProblem, parseAmount, promotionProblem } from '../shared/wallet/amount.ts';
import { ManualTransferFields, type ManualTransferInput } from './ManualTransferFields.tsx';
import { OrderState } from './OrderState.tsx';
import { PromotionChoice } from './PromotionChoice.tsx';
import { readBase64, receiptProblem, referenceProblem } from './receipt.ts';
import { useDepositOrder } from './useDepositOrder.ts';
import { usePromotions } from './usePromotions.ts';
import './depositForm.css';

/**
 * Deposit: channel, amount (with presets), a promotion to claim, submit; then the order's state until it settles.
 * A manual bank transfer channel shows the account to pay to and asks for the transfer's reference and receipt
 * instead of a promotion.
 * A settled order is told to the document as `settled` (it wires the balance and the deposit history to it); the
 * request itself as `done` / `failed`.
 */
export function Component({ props, data, emit }: WidgetProps<'depositForm'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session, route } = useConditionContext();
  const { list: promotions, known: promotionsKnown, again: readPromotionsAgain } = usePromotions(session.isRealAccount && props.showPromotions);
  const onSettled = (order: DepositOrder) => {
    readPromotionsAgain();
    if (order.status === 'SUCCESS') env.notify({ messageKey: 'deposit_credited', values: { amount: formatNumber(order.amount, 2) }, kind: 'success' });
    emit('settled', { orderNo: order.orderNo, amount: order.amount, status: order.status });
  };
  const deposit = useDepositOrder(emit, onSettled);
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  // undefined until the member picks: then the promotion the page was opened for (?promo=<code>, a promotion's
  // "Deposit now"), when it is still offered to this member.
  const [picked, setPromoId] = useState<number | null | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const [manual, setManual] = useState<ManualTransferInput>({ reference: '', receipt: null });
  const [unreadable, setUnreadable] = useState(false);
  // The transfer's fields say what is missing once the member tried to send.
  const [tried, setTried] = useState(false);
  const ids = useId();

  if (!session.isRealAccount) return <EmptyState icon="lock" message={t('deposit_actual_account')} testId="deposit-refused" />;
  if (deposit.state.step === 'waiting' || deposit.state.step === 'settled') {
    return <OrderState order={deposit.state.order} settled={deposit.state.step === 'settled'} onAgain={deposit.reset} />;
  }
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} testId="deposit-retry" />;
  const channels = data?.data?.list;
  // Drawn once with its promotions: drawn before them, the form grew by their list and pushed the deposit history
  // down (layout shift 0.19). The placeholder is about the demo forms' height (channels and promotions), so the
  // history stays put; 280 px moved it by a third of the screen (layout shift 0.12). Six demo channels: a 64 px row
  // each in the list, three rows of two in the grid.
  if (!channels || !promotionsKnown) return <Skeleton height={props.layout === 'grid' ? 778 : 816} />;
  if (channels.length === 0) return <EmptyState message={t('deposit_no_channel')} testId="deposit-no-channel" />;

  const channel = channels.find((c) => c.channelCode === channelCode) ?? channels[0];
  const presets = props.presets.filter((p) => p >= channel.minAmount && p <= channel.maxAmount);
  const promoId = picked === undefined ? (promotions.find((p) => p.code === route.query.promo)?.promoId ?? null) : picked;
  const promotion = promotions.find((p) => p.promoId === promoId) ?? null;
  const isManual = channel.kind === 'MANUAL';
  const problem = amountProblem(amount, channel) ?? (isManual ? null : promotionProblem(amount, promotion));
  const sending = deposit.sending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setTried(true);
    const value = parseAmount(amount);
    // The first field with a problem gets the focus.
    const firstBad =
      problem || value === null
        ? 'amount'
        : isManual && referenceProblem(manual.reference)
          ? 'reference'
          : isManual && receiptProblem(manual.receipt)
            ? 'receipt'
            : null;
    if (firstBad || value === null) {
      document.getElementById(`${ids}-${firstBad}`)?.focus();
      return;
    }
    if (!isManual) {
      void deposit.send(channel.channelCode, value, promotion?.promoId ?? null);
      return;
    }
    setUnreadable(false);
    readBase64(manual.receipt as File).then(
      (image) => deposit.sendManual(channel.channelCode, value, manual.reference.trim(), image),
      () => setUnreadable(true),
    );
  };
  const failure = unreadable ? t('deposit_manual_receipt_unreadable') : deposit.failure === undefined ? null : deposit.failure || t('deposit_failed');
  const grid = props.layout === 'grid';
  return (
    <form className={`deposit-form${grid ? ' deposit-form-grid' : ''}`} onSubmit={submit} noValidate aria-busy={sending}>
      <Choices
        legend={t('deposit_channel')}
        name={`${ids}-channel`}
        value={channel.channelCode}
        onChange={setChannelCode}
        columns={grid ? 2 : 1}
        choices={channels.map((c) => ({
          value: c.channelCode,
          title: c.kind === 'MANUAL' ? t('deposit_manual') : c.channelName,
          detail: t('deposit_range', { min: formatNumber(c.minAmount, 0), max: formatNumber(c.maxAmount, 0) }),
        }))}
      />
      <TextField
        id={`${ids}-amount`}
        label={t('deposit_amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValue={setAmount}
        onBlur={() => setTouched(amount !== '')}
        error={touched && problem ? t(problem.key, problem.values) : undefined}
        hint={t('deposit_range', { min: formatNumber(channel.minAmount, 0), max: formatNumber(channel.maxAmount, 0) })}
      />
      {presets.length > 0 ? (
        <div className="deposit-presets" role="group" aria-label={t('deposit_presets')}>
          {presets.map((p) => (
            <Button
              key={p}
              variant={parseAmount(amount) === p ? 'primary' : 'secondary'}
              size={grid ? 'regular' : 'compact'}
              label={formatNumber(p, 0)}
              aria-pressed={parseAmount(amount) === p}
              onClick={() => {
                setAmount(String(p));
                setTouched(true);
              }}
            />
          ))}
        </div>
      ) : null}
      {isManual ? (
        <ManualTransferFields idPrefix={ids} value={manual} onChange={setManual} showErrors={tried} />
      ) : (
        <PromotionChoice name={`${ids}-promo`} promotions={promotions} value={promotion?.promoId ?? null} onChange={setPromoId} />
      )}
      <FormError message={failure} />
      <Button
        type="submit"
        block
        busy={sending}
        disabled={sending}
        label={t(failure ? 'deposit_retry' : isManual ? 'deposit_manual_submit' : 'deposit_submit')}
      />
    </form>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositLimit } from '../../generated/api/shapes/responsibleGaming.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { parseAmount } from '../shared/wallet/amount.ts';
import type { Period } from './DepositLimits.tsx';

/** The platform's bounds of a deposit limit. */
const MIN_LIMIT = 1;
const MAX_LIMIT = 10_000_000;

interface Props {
  emit: WidgetProps<'playLimits'>['emit'];
  onSaved(): void;
  period: Period;
  current: DepositLimit;
  onClose(): void;
}

/** Sets, changes or removes one deposit limit; the platform decides whether it applies now or in 24 hours. */
export function LimitDialog({ emit, onSaved, period, current, onClose }: Props) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const [amount, setAmount] = useState(current.amount === null ? '' : String(current.amount));
  const [touched, setTouched] = useState(false);
  const submit = useMutation(emit);
  const value = parseAmount(amount);
  const problem = !amount.trim() ? 'deposit_amount_required' : value === null || value < MIN_LIMIT || value > MAX_LIMIT ? 'rg_limit_invalid' : null;
  const save = async (next: number | null) => {
    const answer = await submit.send('setDepositLimit', { period, amount: next });
    if (answer === undefined) return;
    env.notify({ messageKey: 'changes_saved', kind: 'success' });
    onSaved();
    onClose();
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    if (!problem && value !== null) void save(value);
  };
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId={`limit-${period}`}>
      <PanelForm title={t(`rg_limit_${period}`)} titleId={`${id}-title`} onSubmit={onSubmit} busy={submit.busy}>
        <p className="play-limits-note">{t('rg_deposit_limits_note')}</p>
        <TextField
          id={`${id}-amount`}
          required
          inputMode="decimal"
          autoComplete="off"
          label={t('rg_limit_amount')}
          value={amount}
          onValue={setAmount}
          error={touched && problem ? t(problem, { min: MIN_LIMIT, max: MAX_LIMIT.toLocaleString('en-US') }) : undefined}
        />
        <FormError message={submit.error === null ? t('request_failed') : submit.error} />
        <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('rg_save_limit')} />
        {current.amount !== null ? <Button variant="ghost" block disabled={submit.busy} label={t('rg_remove_limit')} onClick={() => void save(null)} /> : null}
      </PanelForm>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ReceivingAccount } from './ReceivingAccount.tsx';
import { RECEIPT_ACCEPT, receiptProblem, referenceProblem } from './receipt.ts';

export interface ManualTransferInput {
  reference: string;
  receipt: File | null;
}

/**
 * A manual bank transfer's part of the deposit form: the account to pay to, then the transfer's reference and its
 * receipt image. `showErrors` once the member tried to submit (or left a field).
 */
export function ManualTransferFields({
  idPrefix,
  value,
  onChange,
  showErrors,
}: {
  idPrefix: string;
  value: ManualTransferInput;
  onChange(value: ManualTransferInput): void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const referenceError = showErrors ? referenceProblem(value.reference) : null;
  const receiptError = showErrors ? receiptProblem(value.receipt) : null;
  const receiptId = `${idPrefix}-receipt`;
  return (
    <>
      <ReceivingAccount />
      <TextField
        id={`${idPrefix}-reference`}
        label={t('deposit_manual_reference')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        value={value.reference}
        onValue={(reference) => onChange({ ...value, reference })}
        error={referenceError ? t(referenceError) : undefined}
        hint={t('deposit_manual_reference_hint')}
      />
      <Field
        id={receiptId}
        label={t('deposit_manual_receipt')}
        required
        hint={t('deposit_manual_receipt_hint')}
        error={receiptError ? t(receiptError) : undefined}
      >
        <input
          id={receiptId}
          type="file"
          accept={RECEIPT_ACCEPT}
          className="field-input deposit-receipt-input"
          required
          aria-invalid={receiptError ? true : undefined}
          aria-describedby={receiptError ? `${receiptId}__error` : undefined}
          onChange={(e) => onChange({ ...value, receipt: e.target.files?.[0] ?? null })}
        />
      </Field>
    </>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../renderer/RendererContext.tsx';
import { RetryBox } from '../../../renderer/RetryBox.tsx';
import { useCallRead } from '../../../renderer/useCallRead.ts';
import { type MutationEvent, useMutation } from '../../../renderer/useMutation.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormError } from '../../../ui/FormError.tsx';
import { PanelForm } from '../../../ui/PanelForm.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { SelectField, TextField } from '../../../ui/TextField.tsx';

interface NewCard {
  bankCode: string;
  accountName: string;
  accountNo: string;
  /** The account's branch, optional (the card details show it). */
  branch: string;
  loginPassword: string;
}

/** The first problem of each field of a new card (a translation key), checked as the platform checks them. */
function problems(v: NewCard): Record<keyof NewCard, string | null> {
  return {
    bankCode: v.bankCode ? null : 'card_bank_required',
    accountName: v.accountName.trim().length >= 2 ? null : 'card_name_required',
    accountNo: /^[0-9]{6,30}$/.test(v.accountNo) ? null : 'card_number_invalid',
    branch: null,
    loginPassword: v.loginPassword ? null : 'card_login_password_required',
  };
}

/**
 * Adds a bank card: the platform's bank list, the account holder's name, the account number (6-30 digits), its
 * branch if the member gives one, and,
 * because a card is where money leaves to, the login password again. The write is told to the widget's document
 * through `emit`; a saved card is said ('card saved', the dialog closing is no confirmation) and `onAdded` reads
 * the widget's account again.
 */
export function AddCardDialog({
  emit,
  onClose,
  onAdded,
}: {
  emit(event: MutationEvent, payload: Record<string, unknown>): void;
  onClose(): void;
  onAdded(): void;
}) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const bankList = useCallRead('bankList', {});
  const [value, setValue] = useState<NewCard>({ bankCode: '', accountName: '', accountNo: '', branch: '', loginPassword: '' });
  const [touched, setTouched] = useState(false);
  const submit = useMutation(emit);
  const banks = bankList.data?.list;
  const found = problems(value);
  const errorOf = (k: keyof typeof value) => (touched && found[k] ? t(found[k] as string) : undefined);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    // React events bubble along the component tree, portal or not: the withdraw form must not see this submit.
    e.stopPropagation();
    setTouched(true);
    if (Object.values(found).some(Boolean)) return;
    const { branch, ...card } = value;
    // An empty branch is not sent: the platform stores none.
    const added = await submit.send('addBankCard', { ...card, accountName: card.accountName.trim(), ...(branch.trim() ? { branch: branch.trim() } : {}) });
    setValue((v) => ({ ...v, loginPassword: '' }));
    if (added === undefined) return;
    env.notify({ messageKey: 'card_added', kind: 'success' });
    onAdded();
  };
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="add-card">
      <h2 id={`${id}-title`} className="panel-form-title">
        {t('card_add')}
      </h2>
      {bankList.status === 'error' ? (
        <RetryBox onRetry={bankList.retry} />
      ) : !banks ? (
        <Skeleton height={180} />
      ) : (
        <PanelForm onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
          <SelectField
            id={`${id}-bank`}
            label={t('card_bank')}
            required
            value={value.bankCode}
            onValue={(bankCode) => setValue({ ...value, bankCode })}
            error={errorOf('bankCode')}
          >
            <option value="">{t('card_bank_choose')}</option>
            {banks.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.bankName}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-name`}
            label={t('card_name')}
            required
            autoComplete="name"
            value={value.accountName}
            onValue={(accountName) => setValue({ ...value, accountName })}
            error={errorOf('accountName')}
          />
          <TextField
            id={`${id}-number`}
            label={t('card_number')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={value.accountNo}
            onValue={(accountNo) => setValue({ ...value, accountNo: accountNo.replace(/\s+/g, '') })}
            error={errorOf('accountNo')}
          />
          <TextField
            id={`${id}-branch`}
            label={t('card_branch_field')}
            maxLength={64}
            autoComplete="off"
            value={value.branch}
            onValue={(branch) => setValue({ ...value, branch })}
          />
          <TextField
            id={`${id}-login`}
            label={t('card_login_password')}
            required
            hint={t('card_login_password_hint')}
            type="password"
            autoComplete="current-password"
            value={value.loginPassword}
            onValue={(loginPassword) => setValue({ ...value, loginPassword })}
            error={errorOf('loginPassword')}
          />
          <FormError message={submit.error === null ? t('request_failed') : submit.error} />
          <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('card_save')} />
        </PanelForm>
      )}
    </Dialog>
  );
}

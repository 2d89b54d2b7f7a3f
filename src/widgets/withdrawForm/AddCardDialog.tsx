import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankListResponse } from '../../generated/api/bankList.response.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSubmit } from './useSubmit.ts';

/** The first problem of each field of a new card (a translation key), checked as the platform checks them. */
function problems(v: { bankCode: string; accountName: string; accountNo: string }): Record<string, string | null> {
  return {
    bankCode: v.bankCode ? null : 'card_bank_required',
    accountName: v.accountName.trim().length >= 2 ? null : 'card_name_required',
    accountNo: /^[0-9]{6,30}$/.test(v.accountNo) ? null : 'card_number_invalid',
  };
}

/** Adds a bank card: the platform's bank list, the account holder's name and the account number (6-30 digits). */
export function AddCardDialog({ env, onClose, onAdded }: { env: AppEnv; onClose(): void; onAdded(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [banks, setBanks] = useState<BankListResponse['list'] | null | 'failed'>(null);
  const [value, setValue] = useState({ bankCode: '', accountName: '', accountNo: '' });
  const [touched, setTouched] = useState(false);
  const submit = useSubmit<unknown>();
  const load = () => {
    setBanks(null);
    env.api.call('bankList').then((b) => setBanks(b.list), () => setBanks('failed'));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bank list loads once, when the dialog opens.
  useEffect(load, []);
  const found = problems(value);
  const errorOf = (k: keyof typeof value) => (touched && found[k] ? t(found[k] as string) : undefined);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    // React events bubble along the component tree, portal or not: the withdraw form must not see this submit.
    e.stopPropagation();
    setTouched(true);
    if (Object.values(found).some(Boolean)) return;
    const added = await submit.run(JSON.stringify(value), () => env.api.call('addBankCard', { ...value, accountName: value.accountName.trim() }));
    if (added !== undefined) onAdded();
  };
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="add-card">
      <h2 id={`${id}-title`} className="withdraw-title">{t('card_add')}</h2>
      {banks === 'failed' ? <RetryBox onRetry={load} /> : banks === null ? <Skeleton height={180} /> : (
        <form className="withdraw-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field id={`${id}-bank`} label={t('card_bank')} required error={errorOf('bankCode')}>
            <div className="field-control">
              <select id={`${id}-bank`} className="field-input" value={value.bankCode} onChange={(e) => setValue({ ...value, bankCode: e.target.value })}>
                <option value="">{t('card_bank_choose')}</option>
                {banks.map((b) => (
                  <option key={b.bankCode} value={b.bankCode}>{b.bankName}</option>
                ))}
              </select>
            </div>
          </Field>
          <Field id={`${id}-name`} label={t('card_name')} required error={errorOf('accountName')}>
            <div className="field-control">
              <input id={`${id}-name`} className="field-input" autoComplete="name" value={value.accountName} onChange={(e) => setValue({ ...value, accountName: e.target.value })} />
            </div>
          </Field>
          <Field id={`${id}-number`} label={t('card_number')} required error={errorOf('accountNo')}>
            <div className="field-control">
              <input id={`${id}-number`} className="field-input" inputMode="numeric" autoComplete="off" value={value.accountNo}
                onChange={(e) => setValue({ ...value, accountNo: e.target.value.replace(/\s+/g, '') })} />
            </div>
          </Field>
          {submit.error !== undefined ? <p className="withdraw-error" role="alert">{submit.error ?? t('request_failed')}</p> : null}
          <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('card_save')} />
        </form>
      )}
    </Dialog>
  );
}

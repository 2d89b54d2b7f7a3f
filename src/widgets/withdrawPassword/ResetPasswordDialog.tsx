import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEnv } from '../../renderer/env.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../shared/wallet/useSubmit.ts';

/** A new withdrawal password, confirmed with the login password. Resetting does not lift a lock after wrong tries. */
export function ResetPasswordDialog({ env, onClose }: { env: AppEnv; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [v, setV] = useState({ loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' });
  const [touched, setTouched] = useState(false);
  const submit = useSubmit<boolean>();
  const problems = {
    loginPassword: v.loginPassword ? null : 'card_login_password_required',
    newPaymentPassword: v.newPaymentPassword ? null : 'withdraw_password_required',
    confirmPaymentPassword: v.confirmPaymentPassword === v.newPaymentPassword ? null : 'confirmation_incorrect',
  };
  const errorOf = (k: keyof typeof problems) => (touched && problems[k] ? t(problems[k] as string) : undefined);
  const set = (k: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const done = await submit.run('reset', () => env.api.call('resetPaymentPassword', v));
    setV((old) => ({ ...old, loginPassword: '' }));
    if (!done) return;
    env.notify({ messageKey: 'changes_saved', kind: 'success', durationMs: 1500 });
    onClose();
  };
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="reset-withdraw-password">
      <PanelForm title={t('withdraw_password_reset')} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
        <TextField id={`${id}-login`} type="password" autoComplete="current-password" required label={t('card_login_password')} value={v.loginPassword}
          onValue={set('loginPassword')} error={errorOf('loginPassword')} />
        <TextField id={`${id}-new`} type="password" autoComplete="new-password" required label={t('withdraw_password_new')} value={v.newPaymentPassword}
          onValue={set('newPaymentPassword')} error={errorOf('newPaymentPassword')} />
        <TextField id={`${id}-confirm`} type="password" autoComplete="new-password" required label={t('withdraw_password_confirm')} value={v.confirmPaymentPassword}
          onValue={set('confirmPaymentPassword')} error={errorOf('confirmPaymentPassword')} />
        <FormError message={submit.error === null ? t('request_failed') : submit.error} />
        <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw_password_save')} />
      </PanelForm>
    </Dialog>
  );
}

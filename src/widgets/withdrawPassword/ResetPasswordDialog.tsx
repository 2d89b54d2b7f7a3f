import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { type MutationEvent, useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CodeField } from '../shared/CodeField.tsx';
import { useCountdown } from '../shared/countdown.ts';

/**
 * A new withdrawal password, confirmed with the login password and, where the brand verifies password changes by
 * phone (`byPhone`), a code texted to the member's own number. Resetting does not lift a lock after wrong tries.
 * The writes are told to the widget's document through `emit`.
 */
export function ResetPasswordDialog({
  emit,
  byPhone,
  onClose,
}: {
  emit(event: MutationEvent, payload: Record<string, unknown>): void;
  byPhone: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const [v, setV] = useState({ loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '', verificationCode: '' });
  const [expiration, setExpiration] = useState<number | undefined>(undefined);
  const left = useCountdown(
    expiration,
    () => env.clock.now(),
    () => setExpiration(undefined),
  );
  const sending = useMutation(emit);
  const [touched, setTouched] = useState(false);
  const submit = useMutation(emit);
  const problems = {
    loginPassword: v.loginPassword ? null : 'card_login_password_required',
    newPaymentPassword: v.newPaymentPassword ? null : 'withdraw_password_required',
    confirmPaymentPassword: v.confirmPaymentPassword === v.newPaymentPassword ? null : 'confirmation_incorrect',
    verificationCode: !byPhone || v.verificationCode.trim() ? null : 'contact_code_required',
  };
  const errorOf = (k: keyof typeof problems) => (touched && problems[k] ? t(problems[k] as string) : undefined);
  const set = (k: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const { verificationCode, ...passwords } = v;
    const done = await submit.send('resetPaymentPassword', byPhone ? { ...passwords, verificationCode: verificationCode.trim() } : passwords);
    setV((old) => ({ ...old, loginPassword: '' }));
    if (!done) return;
    env.notify({ messageKey: 'changes_saved', kind: 'success' });
    onClose();
  };
  const sendCode = async () => {
    const sent = await sending.send('smsPaymentReset', {});
    if (!sent) return;
    setExpiration(sent.expirationTime);
    env.notify({ messageKey: 'withdraw_reset_code_sent', values: { mobile: sent.mobileNum }, kind: 'success' });
  };
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="reset-withdraw-password">
      <PanelForm title={t('withdraw_password_reset')} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
        <TextField
          id={`${id}-login`}
          type="password"
          autoComplete="current-password"
          required
          label={t('card_login_password')}
          value={v.loginPassword}
          onValue={set('loginPassword')}
          error={errorOf('loginPassword')}
        />
        <TextField
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          required
          label={t('withdraw_password_new')}
          value={v.newPaymentPassword}
          onValue={set('newPaymentPassword')}
          error={errorOf('newPaymentPassword')}
        />
        <TextField
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          required
          label={t('withdraw_password_confirm')}
          value={v.confirmPaymentPassword}
          onValue={set('confirmPaymentPassword')}
          error={errorOf('confirmPaymentPassword')}
        />
        {byPhone ? (
          <CodeField
            id={`${id}-code`}
            label={t('contact_code')}
            hint={t('withdraw_reset_code_hint')}
            value={v.verificationCode}
            onValue={set('verificationCode')}
            error={errorOf('verificationCode')}
            left={left}
            asking={sending.busy}
            onAsk={() => void sendCode()}
          />
        ) : null}
        <FormError message={sending.error ?? (submit.error === null ? t('request_failed') : submit.error)} />
        <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw_password_save')} />
      </PanelForm>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../renderer/RendererContext.tsx';
import { type MutationEvent, useMutation } from '../../../renderer/useMutation.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormError } from '../../../ui/FormError.tsx';
import { PanelForm } from '../../../ui/PanelForm.tsx';
import { TextField } from '../../../ui/TextField.tsx';

/**
 * The first withdrawal needs a withdrawal password: set it here (twice, the same), then `onSaved` reads the
 * widget's account again. The write is told to the widget's document through `emit`.
 */
export function SetPasswordForm({
  emit,
  onSaved,
}: {
  emit(event: MutationEvent, payload: Record<string, unknown>): void;
  onSaved(): Promise<void> | undefined;
}) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = useMutation(emit);
  const problem = !password ? 'withdraw_password_required' : confirm !== password ? 'confirmation_incorrect' : null;
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    const done = await submit.send('setPaymentPassword', { paymentPassword: password, confirmPaymentPassword: confirm });
    if (done) {
      env.notify({ messageKey: 'withdraw_password_set', kind: 'success' });
      await onSaved();
    }
  };
  return (
    <PanelForm title={t('withdraw_password_first')} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
      <TextField
        id={`${id}-pw`}
        label={t('withdraw_password')}
        required
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={touched && problem === 'withdraw_password_required' ? t(problem) : undefined}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('withdraw_password_confirm')}
        required
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
        error={touched && problem === 'confirmation_incorrect' ? t(problem) : undefined}
      />
      <FormError message={submit.error === null ? t('request_failed') : submit.error} />
      <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw_password_save')} />
    </PanelForm>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../renderer/RendererContext.tsx';
import { type MutationEvent, useMutation } from '../../../renderer/useMutation.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FormError } from '../../../ui/FormError.tsx';
import { PanelForm } from '../../../ui/PanelForm.tsx';

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
      <Field id={`${id}-pw`} label={t('withdraw_password')} required error={touched && problem === 'withdraw_password_required' ? t(problem) : undefined}>
        <div className="field-control">
          <input
            id={`${id}-pw`}
            className="field-input"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      </Field>
      <Field
        id={`${id}-confirm`}
        label={t('withdraw_password_confirm')}
        required
        error={touched && problem === 'confirmation_incorrect' ? t(problem) : undefined}
      >
        <div className="field-control">
          <input
            id={`${id}-confirm`}
            className="field-input"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
      </Field>
      <FormError message={submit.error === null ? t('request_failed') : submit.error} />
      <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw_password_save')} />
    </PanelForm>
  );
}

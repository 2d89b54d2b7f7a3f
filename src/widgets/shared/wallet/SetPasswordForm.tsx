import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEnv } from '../../../renderer/env.ts';
import { Button } from '../../../ui/Button.tsx';
import { Field } from '../../../ui/Field.tsx';
import { FormError } from '../../../ui/FormError.tsx';
import { PanelForm } from '../../../ui/PanelForm.tsx';
import { useSubmit } from './useSubmit.ts';

/** The first withdrawal needs a withdrawal password: set it here (twice, the same), then the form reloads. */
export function SetPasswordForm({ env }: { env: AppEnv }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = useSubmit<boolean>();
  const problem = !password ? 'withdraw_password_required' : confirm !== password ? 'confirmation_incorrect' : null;
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    const done = await submit.run(`set:${password}`, () => env.api.call('setPaymentPassword', { paymentPassword: password, confirmPaymentPassword: confirm }));
    if (done) {
      env.notify({ messageKey: 'withdraw_password_set', kind: 'success' });
      await env.refreshData('withdrawAccount');
    }
  };
  return (
    <PanelForm title={t('withdraw_password_first')} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
      <Field id={`${id}-pw`} label={t('withdraw_password')} required error={touched && problem === 'withdraw_password_required' ? t(problem) : undefined}>
        <div className="field-control">
          <input id={`${id}-pw`} className="field-input" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
      </Field>
      <Field id={`${id}-confirm`} label={t('withdraw_password_confirm')} required error={touched && problem === 'confirmation_incorrect' ? t(problem) : undefined}>
        <div className="field-control">
          <input id={`${id}-confirm`} className="field-input" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </div>
      </Field>
      <FormError message={submit.error === null ? t('request_failed') : submit.error} />
      <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('withdraw_password_save')} />
    </PanelForm>
  );
}

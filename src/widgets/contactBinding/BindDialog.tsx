import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEnv } from '../../renderer/env.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useCountdown } from '../form/countdown.ts';
import { useSubmit } from '../shared/wallet/useSubmit.ts';

export type ContactKind = 'mobile' | 'email';

/**
 * Binds a new mobile number or e-mail address: the code goes to the new one, so only someone who receives there
 * can bind it. "Get code" counts down to the platform's expiration time before it may be asked again.
 */
export function BindDialog({ env, kind, dialCode, onClose, onBound }: { env: AppEnv; kind: ContactKind; dialCode?: string; onClose(): void; onBound(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [expiration, setExpiration] = useState<number | undefined>(undefined);
  const left = useCountdown(expiration, () => env.clock.now(), () => setExpiration(undefined));
  const sending = useSubmit<{ expirationTime: number }>();
  const submit = useSubmit<boolean>();
  const mobile = kind === 'mobile';
  const targetProblem = target.trim() ? null : mobile ? 'contact_mobile_required' : 'contact_email_required';
  const codeProblem = code.trim() ? null : 'contact_code_required';

  const sendCode = async () => {
    setTouched(true);
    if (targetProblem) return;
    const sent = await sending.run(`code:${target}`, () =>
      mobile ? env.api.call('smsBind', { mobileNum: target.trim(), countryDialingCode: dialCode }) : env.api.call('emailCode', { email: target.trim() }),
    );
    if (!sent) return;
    setExpiration(sent.expirationTime);
    env.notify({ messageKey: mobile ? 'in_sms_send' : 'contact_email_sent', kind: 'success', durationMs: 1500 });
  };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    if (targetProblem || codeProblem) return;
    const done = await submit.run(`bind:${target}:${code}`, () =>
      mobile
        ? env.api.call('bindMobile', { mobileNum: target.trim(), countryDialingCode: dialCode, verificationCode: code.trim() })
        : env.api.call('updateEmail', { email: target.trim(), verificationCode: code.trim() }),
    );
    if (!done) return;
    env.notify({ messageKey: 'changes_saved', kind: 'success', durationMs: 1500 });
    onBound();
  };
  const title = t(mobile ? 'contact_bind_mobile' : 'contact_bind_email');
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId={`bind-${kind}`}>
      <PanelForm title={title} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
        <TextField id={`${id}-target`} required type={mobile ? 'tel' : 'email'} inputMode={mobile ? 'tel' : 'email'} autoComplete={mobile ? 'tel-national' : 'email'}
          label={t(mobile ? 'contact_new_mobile' : 'contact_new_email')} hint={mobile && dialCode ? `+${dialCode}` : undefined}
          value={target} onValue={setTarget} error={touched && targetProblem ? t(targetProblem) : undefined} />
        <TextField id={`${id}-code`} required inputMode="numeric" autoComplete="one-time-code" maxLength={10} label={t('contact_code')}
          value={code} onValue={setCode} error={touched && codeProblem && expiration !== undefined ? t(codeProblem) : undefined}
          end={<Button variant="ghost" size="compact" disabled={left !== null || sending.busy} busy={sending.busy}
            label={left !== null ? t('contact_code_wait', { seconds: left }) : t('contact_get_code')} onClick={() => void sendCode()} />} />
        <FormError message={sending.error ?? (submit.error === null ? t('request_failed') : submit.error)} />
        <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('contact_confirm')} />
      </PanelForm>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../core/platformApi.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useCountdown } from '../shared/countdown.ts';
import { useSubmit } from '../shared/wallet/useSubmit.ts';
import { contactRefusal, type ContactSpot } from './contactRefusals.ts';
import { LostContact } from './LostContact.tsx';
import { OwnerProof } from './OwnerProof.tsx';
import { SecurityAnswers } from './SecurityAnswers.tsx';
import { useMemberQuestions } from './useMemberQuestions.ts';

export type ContactKind = 'mobile' | 'email';

/** A refusal in words, at the field (or the form) it concerns. */
interface Placed {
  spot: ContactSpot;
  text: string;
}

/**
 * Binds a new mobile number or e-mail address: the code goes to the new one, so only someone who receives there
 * can bind it. Replacing a bound one (`current` given) also takes the owner's proof: the login password and a code
 * sent to the contact bound now, or, for a member who no longer has it, the answers to their security questions
 * (without them set, the dialog says to contact customer service). "Get code" counts down to the platform's expiration time before it may be asked
 * again. A refusal is said at the field it concerns, which then takes the focus.
 */
export function BindDialog({ env, kind, dialCode, current, onClose, onBound, onCustomerService }: {
  env: AppEnv; kind: ContactKind; dialCode?: string; current?: string; onClose(): void; onBound(): void; onCustomerService(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [answering, setAnswering] = useState(false);
  const [answers, setAnswers] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<Placed | null>(null);
  const [expiration, setExpiration] = useState<number | undefined>(undefined);
  const left = useCountdown(expiration, () => env.clock.now(), () => setExpiration(undefined));
  const sending = useSubmit<{ expirationTime: number }>();
  const submit = useSubmit<boolean>();
  const mobile = kind === 'mobile';
  const changing = !!current;
  const questions = useMemberQuestions(env, changing);
  const asked = answering && Array.isArray(questions) ? questions : [];
  const fieldId = (spot: ContactSpot) => `${id}-${spot}`;
  const problems: [ContactSpot, string | null][] = [
    ['password', changing && !password ? 'card_login_password_required' : null],
    ['oldCode', changing && !answering && !oldCode.trim() ? 'contact_code_required' : null],
    ...asked.map((_, i): [ContactSpot, string | null] => [`answer${i}`, answers[i]?.trim() ? null : 'security_q_answer_required']),
    ['target', target.trim() ? null : mobile ? 'contact_mobile_required' : 'contact_email_required'],
    ['code', code.trim() ? null : expiration !== undefined ? 'contact_code_required' : 'contact_code_ask_first'],
  ];
  const problemOf = (spot: ContactSpot) => problems.find(([s]) => s === spot)?.[1] ?? null;
  const said = (spot: ContactSpot) => (refusal?.spot === spot ? refusal.text : touched && problemOf(spot) ? t(problemOf(spot) as string) : undefined);
  const focus = (spot: ContactSpot): void => {
    setTimeout(() => document.getElementById(fieldId(spot))?.focus(), 0);
  };
  /** Says a refusal where it happened: `near` is the field beside the button pressed, for what the map does not place. */
  const place = (err: unknown, near: ContactSpot) => {
    const refused = err instanceof PlatformError && err.status >= 400 && err.status < 500;
    const known = refused ? contactRefusal(err.errorCode, kind, (err.value as { field?: unknown } | null)?.field) : null;
    const spot = known ? (near === 'oldCode' || (near === 'code' && known.spot === 'form') ? near : known.spot) : near;
    const text = known ? t(known.key) : refused ? err.message : t('request_failed');
    setRefusal({ spot, text });
    if (spot !== 'form') focus(spot);
  };
  const edit = (spot: ContactSpot, set: (v: string) => void) => (value: string) => {
    set(value);
    if (refusal?.spot === spot || refusal?.spot === 'form') setRefusal(null);
  };
  const guarded = <T,>(near: ContactSpot, call: () => Promise<T>) => async () => {
    setRefusal(null);
    try {
      return await call();
    } catch (err) {
      place(err, near);
      throw err;
    }
  };

  const sendCode = async () => {
    setTouched(true);
    if (problemOf('target')) return focus('target');
    const sent = await sending.run(`code:${target}`, guarded('code', () =>
      mobile ? env.api.call('smsBind', { mobileNum: target.trim(), countryDialingCode: dialCode }) : env.api.call('emailCode', { email: target.trim() })));
    if (!sent) return;
    setExpiration(sent.expirationTime);
    env.notify({ messageKey: mobile ? 'in_sms_send' : 'contact_email_sent', kind: 'success' });
  };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    const first = problems.find(([, p]) => p);
    if (first) return focus(first[0]);
    const byAnswers = Object.fromEntries(asked.map((_, i) => [`securityAnswer${i + 1}`, answers[i]?.trim() ?? '']));
    const proof = !changing ? {} : answering ? { loginPassword: password, ...byAnswers } : { loginPassword: password, oldVerificationCode: oldCode.trim() };
    const done = await submit.run(`bind:${target}:${code}:${answering ? answers.join('\n') : oldCode}`, guarded('form', () =>
      mobile
        ? env.api.call('bindMobile', { mobileNum: target.trim(), countryDialingCode: dialCode, verificationCode: code.trim(), ...proof })
        : env.api.call('updateEmail', { email: target.trim(), verificationCode: code.trim(), ...proof })));
    if (!done) return;
    env.notify({ messageKey: 'changes_saved', kind: 'success' });
    onBound();
  };
  const title = t(changing ? (mobile ? 'contact_change_mobile' : 'contact_change_email') : mobile ? 'contact_bind_mobile' : 'contact_bind_email');
  const targetLabel = changing ? (mobile ? 'contact_next_mobile' : 'contact_next_email') : mobile ? 'contact_new_mobile' : 'contact_new_email';
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId={`bind-${kind}`}>
      <PanelForm title={title} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
        {current ? (
          <OwnerProof env={env} kind={kind} current={current} idBase={id} touched={touched} password={password} oldCode={oldCode}
            onPassword={edit('password', setPassword)} onOldCode={edit('oldCode', setOldCode)} onSendRefused={(err) => place(err, 'oldCode')}
            refused={{ password: refusal?.spot === 'password' ? refusal.text : undefined, oldCode: refusal?.spot === 'oldCode' ? refusal.text : undefined }}
            answering={asked.length > 0 ? (
              <SecurityAnswers idBase={id} questions={asked} answers={answers} current={current} errors={asked.map((_, i) => said(`answer${i}`))}
                onAnswer={(i, v) => edit(`answer${i}`, (a) => setAnswers((old) => Object.assign([...old], { [i]: a })))(v)}
                onUseCode={() => { setAnswering(false); setRefusal(null); focus('oldCode'); }} />
            ) : undefined}
            lost={<LostContact kind={kind} questions={questions} onCustomerService={onCustomerService}
              onAnswer={() => { setAnswering(true); setRefusal(null); focus('answer0'); }} />} />
        ) : null}
        <TextField id={fieldId('target')} required type={mobile ? 'tel' : 'email'} inputMode={mobile ? 'tel' : 'email'} autoComplete={mobile ? 'tel-national' : 'email'}
          label={t(targetLabel)} hint={mobile && dialCode ? `+${dialCode}` : undefined}
          value={target} onValue={edit('target', setTarget)} error={said('target')} />
        <TextField id={fieldId('code')} required inputMode="numeric" autoComplete="one-time-code" maxLength={10} label={t('contact_code')}
          value={code} onValue={edit('code', setCode)} error={said('code')}
          end={<Button variant="ghost" size="compact" disabled={left !== null || sending.busy} busy={sending.busy}
            label={left !== null ? t('contact_code_wait', { seconds: left }) : t('contact_get_code')} onClick={() => void sendCode()} />} />
        <FormError message={refusal?.spot === 'form' ? refusal.text : undefined} />
        <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('contact_confirm')} />
      </PanelForm>
    </Dialog>
  );
}

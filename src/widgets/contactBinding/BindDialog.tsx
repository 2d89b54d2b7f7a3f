import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEnv } from '../../renderer/env.ts';
import { type Mutation, type MutationEvent, useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CodeField } from '../shared/CodeField.tsx';
import { useCountdown } from '../shared/countdown.ts';
import { DialCodeField } from './DialCodeField.tsx';
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

/** Where each of the dialog's sends says its refusals when the map does not place them: beside its button. */
type Near = 'code' | 'oldCode' | 'form';

/**
 * Binds a new mobile number or e-mail address: the code goes to the new one, so only someone who receives there
 * can bind it. Replacing a bound one (`current` given) also takes the owner's proof: the login password and a code
 * sent to the contact bound now, or, for a member who no longer has it, the answers to their security questions
 * (without them set, the dialog says to contact customer service). "Get code" counts down to the platform's expiration time before it may be asked
 * again. A refusal is said at the field it concerns, which then takes the focus. Each send emits `done` or
 * `failed` through the widget's `emit`.
 */
export function BindDialog({
  env,
  emit,
  kind,
  dialCode,
  current,
  onClose,
  onBound,
  onCustomerService,
}: {
  env: AppEnv;
  emit(event: MutationEvent, payload: Record<string, unknown>): void;
  kind: ContactKind;
  dialCode?: string;
  current?: string;
  onClose(): void;
  onBound(): void;
  onCustomerService(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState('');
  const [dial, setDial] = useState(dialCode ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [answering, setAnswering] = useState(false);
  const [answers, setAnswers] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [expiration, setExpiration] = useState<number | undefined>(undefined);
  const left = useCountdown(
    expiration,
    () => env.clock.now(),
    () => setExpiration(undefined),
  );
  const sending = useMutation(emit);
  const oldSending = useMutation(emit);
  const submit = useMutation(emit);
  // The send whose refusal is said (null: none, or the field it concerns was edited since), and how many were refused.
  const [near, setNear] = useState<Near | null>(null);
  const [failures, setFailures] = useState(0);
  const mobile = kind === 'mobile';
  const changing = !!current;
  const questions = useMemberQuestions(changing);
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
  const focus = (spot: ContactSpot): void => {
    setTimeout(() => document.getElementById(fieldId(spot))?.focus(), 0);
  };
  /** The last send's refusal where it happened: beside the button pressed for what the map does not place. */
  const placed = (failed: Mutation, at: Near): Placed | null => {
    if (failed.error === undefined) return null;
    const known = typeof failed.error === 'string' ? contactRefusal(failed.errorCode, kind, (failed.errorValue as { field?: unknown } | null)?.field) : null;
    const spot = known ? (at === 'oldCode' || (at === 'code' && known.spot === 'form') ? at : known.spot) : at;
    return { spot, text: known ? t(known.key) : (failed.error ?? t('request_failed')) };
  };
  const refusal = near ? placed({ code: sending, oldCode: oldSending, form: submit }[near], near) : null;
  const said = (spot: ContactSpot) => (refusal?.spot === spot ? refusal.text : touched && problemOf(spot) ? t(problemOf(spot) as string) : undefined);
  // A refused send takes the focus to the field its refusal is said at.
  const refusedSpot = refusal?.spot;
  useEffect(() => {
    if (failures > 0 && refusedSpot && refusedSpot !== 'form') setTimeout(() => document.getElementById(`${id}-${refusedSpot}`)?.focus(), 0);
  }, [failures, refusedSpot, id]);
  /** A send of the dialog's (the `at` button's): its refusal is then the one said. */
  const sent = async <T,>(at: Near, answer: Promise<T | undefined>): Promise<T | undefined> => {
    setNear(at);
    const result = await answer;
    if (result === undefined) setFailures((n) => n + 1);
    return result;
  };
  const edit = (spot: ContactSpot, set: (v: string) => void) => (value: string) => {
    set(value);
    if (refusal?.spot === spot || refusal?.spot === 'form') setNear(null);
  };

  const sendCode = async () => {
    setTouched(true);
    if (problemOf('target')) return focus('target');
    const answer = await sent(
      'code',
      mobile
        ? sending.send('smsBind', { mobileNum: target.trim(), countryDialingCode: dial || undefined })
        : sending.send('emailCode', { email: target.trim() }),
    );
    if (!answer) return;
    setExpiration(answer.expirationTime);
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
    const done = await sent(
      'form',
      mobile
        ? submit.send('bindMobile', { mobileNum: target.trim(), countryDialingCode: dial || undefined, verificationCode: code.trim(), ...proof })
        : submit.send('updateEmail', { email: target.trim(), verificationCode: code.trim(), ...proof }),
    );
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
          <OwnerProof
            env={env}
            current={current}
            idBase={id}
            touched={touched}
            password={password}
            oldCode={oldCode}
            onPassword={edit('password', setPassword)}
            onOldCode={edit('oldCode', setOldCode)}
            askCode={() => sent('oldCode', oldSending.send('oldContactCode', { kind }))}
            asking={oldSending.busy}
            refused={{ password: refusal?.spot === 'password' ? refusal.text : undefined, oldCode: refusal?.spot === 'oldCode' ? refusal.text : undefined }}
            answering={
              asked.length > 0 ? (
                <SecurityAnswers
                  idBase={id}
                  questions={asked}
                  answers={answers}
                  current={current}
                  errors={asked.map((_, i) => said(`answer${i}`))}
                  onAnswer={(i, v) => edit(`answer${i}`, (a) => setAnswers((old) => Object.assign([...old], { [i]: a })))(v)}
                  onUseCode={() => {
                    setAnswering(false);
                    setNear(null);
                    focus('oldCode');
                  }}
                />
              ) : undefined
            }
            lost={
              <LostContact
                kind={kind}
                questions={questions}
                onCustomerService={onCustomerService}
                onAnswer={() => {
                  setAnswering(true);
                  setNear(null);
                  focus('answer0');
                }}
              />
            }
          />
        ) : null}
        {mobile ? <DialCodeField id={`${id}-dial`} value={dial} onValue={setDial} /> : null}
        <TextField
          id={fieldId('target')}
          required
          type={mobile ? 'tel' : 'email'}
          inputMode={mobile ? 'tel' : 'email'}
          autoComplete={mobile ? 'tel-national' : 'email'}
          label={t(targetLabel)}
          value={target}
          onValue={edit('target', setTarget)}
          error={said('target')}
        />
        <CodeField
          id={fieldId('code')}
          label={t('contact_code')}
          value={code}
          onValue={edit('code', setCode)}
          error={said('code')}
          left={left}
          asking={sending.busy}
          onAsk={() => void sendCode()}
        />
        <FormError message={refusal?.spot === 'form' ? refusal.text : undefined} />
        <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('contact_confirm')} />
      </PanelForm>
    </Dialog>
  );
}

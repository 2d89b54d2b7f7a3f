import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../core/platformApi.ts';
import type { SecurityQuestionsResponse } from '../../generated/api/securityQuestions.response.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useSubmit } from '../shared/wallet/useSubmit.ts';
import { choiceProblems, type Choice } from './choiceProblems.ts';
import { QuestionPicker } from './QuestionPicker.tsx';
import { questionRefusal, type QuestionSpot } from './questionRefusals.ts';

/**
 * Sets (or replaces) the member's security questions: the site's questions to pick at each place, an answer under
 * each, and the login password, because whoever sets the answers can later change the bound contacts with them.
 * A refusal is said at the field it concerns, which then takes the focus; success is said in a toast.
 */
export function SetQuestionsDialog({ env, replacing, onClose, onSaved }: { env: AppEnv; replacing: boolean; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [offer, setOffer] = useState<SecurityQuestionsResponse | null | 'failed'>(null);
  const [choice, setChoice] = useState<Choice>({ picks: [], password: '' });
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<{ spot: QuestionSpot; text: string } | null>(null);
  const submit = useSubmit<boolean>();
  const load = () => {
    setOffer(null);
    env.api.call('securityQuestions').then((o) => {
      setOffer(o);
      setChoice((c) => ({ ...c, picks: Array.from({ length: o.minQuestions }, () => ({ questionId: 0, answer: '' })) }));
    }, () => setOffer('failed'));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the questions load once, when the dialog opens.
  useEffect(load, []);
  const rules = offer && offer !== 'failed' ? offer : { answerMinLength: 2, answerMaxLength: 64 };
  const problems = choiceProblems(choice, rules);
  const said = (spot: QuestionSpot) => {
    if (refusal?.spot === spot) return refusal.text;
    const key = touched ? problems.find(([s]) => s === spot)?.[1] : undefined;
    return key ? t(key, { min: rules.answerMinLength, max: rules.answerMaxLength }) : undefined;
  };
  const focus = (spot: QuestionSpot) => {
    setTimeout(() => document.getElementById(`${id}-${spot}`)?.focus(), 0);
  };
  const edit = (spot: QuestionSpot, change: (c: Choice) => Choice) => {
    setChoice(change);
    if (refusal?.spot === spot || refusal?.spot === 'form') setRefusal(null);
  };
  const pick = (i: number, part: Partial<Choice['picks'][number]>) => (c: Choice): Choice => ({
    ...c, picks: c.picks.map((p, j) => (j === i ? { ...p, ...part } : p)),
  });
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    setRefusal(null);
    const first = problems[0];
    if (first) return focus(first[0]);
    const questions = choice.picks.map((p) => ({ questionId: p.questionId, answer: p.answer.trim() }));
    const done = await submit.run(`set:${JSON.stringify(questions)}`, async () => {
      try {
        return await env.api.call('setCustomerSecurityQuestions', { loginPassword: choice.password, questions });
      } catch (err) {
        place(err);
        throw err;
      }
    });
    setChoice((c) => ({ ...c, password: '' }));
    if (!done) return;
    env.notify({ messageKey: 'security_q_saved', kind: 'success' });
    onSaved();
  };
  /** Says a refusal at its field (focused), or under the form; the platform's own words for a code the map does not know. */
  const place = (err: unknown) => {
    const refused = err instanceof PlatformError && err.status >= 400 && err.status < 500;
    const known = refused ? questionRefusal(err.errorCode, err.value) : null;
    const spot = known?.spot ?? 'form';
    setRefusal({ spot, text: known ? t(known.key, { min: rules.answerMinLength, max: rules.answerMaxLength }) : refused ? err.message : t('request_failed') });
    if (spot !== 'form') focus(spot);
  };
  const title = t(replacing ? 'security_q_dialog_change' : 'security_q_dialog_set');
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="set-security-questions">
      {offer === 'failed' ? <RetryBox onRetry={load} /> : offer === null ? <Skeleton height={320} /> : (
        <PanelForm title={title} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={submit.busy}>
          <p className="field-hint">{t('security_q_intro')}</p>
          {choice.picks.map((p, i) => (
            <QuestionPicker key={i} idBase={id} index={i} offered={offer.list} rules={offer} questionId={p.questionId} answer={p.answer}
              takenElsewhere={new Set(choice.picks.filter((_, j) => j !== i).map((o) => o.questionId))}
              questionError={said(`question${i}`)} answerError={said(`answer${i}`)}
              onQuestion={(questionId) => edit(`question${i}`, pick(i, { questionId }))} onAnswer={(answer) => edit(`answer${i}`, pick(i, { answer }))} />
          ))}
          <TextField id={`${id}-password`} type="password" autoComplete="current-password" required maxLength={64} label={t('card_login_password')}
            hint={t('security_q_password_hint')} value={choice.password} onValue={(password) => edit('password', (c) => ({ ...c, password }))} error={said('password')} />
          <FormError message={refusal?.spot === 'form' ? refusal.text : undefined} />
          <Button type="submit" block busy={submit.busy} disabled={submit.busy} label={t('security_q_save')} />
        </PanelForm>
      )}
    </Dialog>
  );
}

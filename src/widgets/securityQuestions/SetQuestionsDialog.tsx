import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEnv } from '../../renderer/env.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { type MutationEvent, useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { choiceProblems, type Choice } from './choiceProblems.ts';
import { QuestionPicker } from './QuestionPicker.tsx';
import { questionRefusal, type QuestionSpot } from './questionRefusals.ts';

/** Moves the focus to a field by id, once the state that shows it has been drawn. */
const focusField = (id: string) => {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
};

/**
 * Sets (or replaces) the member's security questions: the site's questions to pick at each place, an answer under
 * each, and the login password, because whoever sets the answers can later change the bound contacts with them.
 * A refusal is said at the field it concerns, which then takes the focus; success is said in a toast. The save
 * emits `done` or `failed` through the widget's `emit`.
 */
export function SetQuestionsDialog({
  env,
  emit,
  replacing,
  onClose,
  onSaved,
}: {
  env: AppEnv;
  emit(event: MutationEvent, payload: Record<string, unknown>): void;
  replacing: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const offered = useCallRead('securityQuestions', {});
  const offer = offered.data;
  // The picks start blank, one per place the site asks for, once its questions are known.
  const [typed, setTyped] = useState<{ picks: Choice['picks'] | null; password: string }>({ picks: null, password: '' });
  const choice: Choice = {
    picks: typed.picks ?? Array.from({ length: offer?.minQuestions ?? 0 }, () => ({ questionId: 0, answer: '' })),
    password: typed.password,
  };
  const [touched, setTouched] = useState(false);
  const save = useMutation(emit);
  const [failures, setFailures] = useState(0);
  const rules = offer ?? { answerMinLength: 2, answerMaxLength: 64 };
  const problems = choiceProblems(choice, rules);
  // The platform's refusal of the last save, at the field it concerns (the platform's own words for a code the map does not know).
  const known = typeof save.error === 'string' ? questionRefusal(save.errorCode, save.errorValue) : null;
  const refusal: { spot: QuestionSpot; text: string } | null =
    save.error === undefined
      ? null
      : {
          spot: known?.spot ?? 'form',
          text: known ? t(known.key, { min: rules.answerMinLength, max: rules.answerMaxLength }) : (save.error ?? t('request_failed')),
        };
  const refusedSpot = refusal?.spot;
  // A refused save takes the focus to the field the refusal is said at.
  useEffect(() => {
    if (failures > 0 && refusedSpot && refusedSpot !== 'form') focusField(`${id}-${refusedSpot}`);
  }, [failures, refusedSpot, id]);
  const said = (spot: QuestionSpot) => {
    if (refusal?.spot === spot) return refusal.text;
    const key = touched ? problems.find(([s]) => s === spot)?.[1] : undefined;
    return key ? t(key, { min: rules.answerMinLength, max: rules.answerMaxLength }) : undefined;
  };
  const edit = (spot: QuestionSpot, change: (c: Choice) => Choice) => {
    setTyped(change(choice));
    if (refusal?.spot === spot || refusal?.spot === 'form') save.reset();
  };
  const pick =
    (i: number, part: Partial<Choice['picks'][number]>) =>
    (c: Choice): Choice => ({
      ...c,
      picks: c.picks.map((p, j) => (j === i ? { ...p, ...part } : p)),
    });
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setTouched(true);
    save.reset();
    const first = problems[0];
    if (first) return focusField(`${id}-${first[0]}`);
    const questions = choice.picks.map((p) => ({ questionId: p.questionId, answer: p.answer.trim() }));
    const done = await save.send('setCustomerSecurityQuestions', { loginPassword: choice.password, questions });
    setTyped((c) => ({ ...c, password: '' }));
    if (done === undefined) setFailures((n) => n + 1);
    if (!done) return;
    env.notify({ messageKey: 'security_q_saved', kind: 'success' });
    onSaved();
  };
  const title = t(replacing ? 'security_q_dialog_change' : 'security_q_dialog_set');
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="set-security-questions">
      {offered.status === 'error' ? (
        <RetryBox onRetry={offered.retry} />
      ) : !offer ? (
        <Skeleton height={320} />
      ) : (
        <PanelForm title={title} titleId={`${id}-title`} onSubmit={(e) => void onSubmit(e)} busy={save.busy}>
          <p className="field-hint">{t('security_q_intro')}</p>
          {choice.picks.map((p, i) => (
            <QuestionPicker
              key={i}
              idBase={id}
              index={i}
              offered={offer.list}
              rules={offer}
              questionId={p.questionId}
              answer={p.answer}
              takenElsewhere={new Set(choice.picks.filter((_, j) => j !== i).map((o) => o.questionId))}
              questionError={said(`question${i}`)}
              answerError={said(`answer${i}`)}
              onQuestion={(questionId) => edit(`question${i}`, pick(i, { questionId }))}
              onAnswer={(answer) => edit(`answer${i}`, pick(i, { answer }))}
            />
          ))}
          <TextField
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            maxLength={64}
            label={t('card_login_password')}
            hint={t('security_q_password_hint')}
            value={choice.password}
            onValue={(password) => edit('password', (c) => ({ ...c, password }))}
            error={said('password')}
          />
          <FormError message={refusal?.spot === 'form' ? refusal.text : undefined} />
          <Button type="submit" block busy={save.busy} disabled={save.busy} label={t('security_q_save')} />
        </PanelForm>
      )}
    </Dialog>
  );
}

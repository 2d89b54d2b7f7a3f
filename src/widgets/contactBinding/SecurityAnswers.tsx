import { useTranslation } from 'react-i18next';
import type { SecurityQuestion } from '../../generated/api/shapes/securityQuestion.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import './contactBinding.css';

interface SecurityAnswersProps {
  /** Field ids: `<idBase>-answer<index>`. */
  idBase: string;
  questions: readonly SecurityQuestion[];
  answers: readonly string[];
  /** The error said at each answer (by index), if any. */
  errors: readonly (string | undefined)[];
  onAnswer(index: number, value: string): void;
  /** Back to the code sent to the contact bound now. */
  onUseCode(): void;
  /** The bound contact, masked, named on the way back. */
  current: string;
}

/** In place of the old contact's code: an answer to each of the member's security questions, each labelled by its question. */
export function SecurityAnswers({ idBase, questions, answers, errors, onAnswer, onUseCode, current }: SecurityAnswersProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="contact-answers" aria-describedby={`${idBase}-answers-intro`}>
      <legend className="field-label">{t('contact_answers_title')}</legend>
      <p id={`${idBase}-answers-intro`} className="field-hint">
        {t('contact_answers_intro')}
      </p>
      {questions.map((q, i) => (
        <TextField
          key={q.questionId}
          id={`${idBase}-answer${i}`}
          required
          autoComplete="off"
          maxLength={64}
          label={q.question}
          value={answers[i] ?? ''}
          onValue={(v) => onAnswer(i, v)}
          error={errors[i]}
        />
      ))}
      <Button variant="ghost" className="contact-switch" label={t('contact_use_code', { current })} onClick={onUseCode} />
    </fieldset>
  );
}

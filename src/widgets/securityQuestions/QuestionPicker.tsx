import { useTranslation } from 'react-i18next';
import type { SecurityQuestion } from '../../generated/api/shapes/securityQuestion.ts';
import { SelectField, TextField } from '../../ui/TextField.tsx';

interface QuestionPickerProps {
  /** Field ids: `<idBase>-question<index>` and `<idBase>-answer<index>`. */
  idBase: string;
  index: number;
  offered: readonly SecurityQuestion[];
  /** Questions chosen at the other places: offered here disabled, so one question is not chosen twice. */
  takenElsewhere: ReadonlySet<number>;
  questionId: number;
  answer: string;
  rules: { answerMinLength: number; answerMaxLength: number };
  questionError?: string;
  answerError?: string;
  onQuestion(id: number): void;
  onAnswer(value: string): void;
}

/** One place of the member's choice: a question from the site's list and its answer under it. */
export function QuestionPicker({
  idBase,
  index,
  offered,
  takenElsewhere,
  questionId,
  answer,
  rules,
  questionError,
  answerError,
  onQuestion,
  onAnswer,
}: QuestionPickerProps) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <>
      <SelectField
        id={`${idBase}-question${index}`}
        required
        label={t('security_q_question', { n })}
        value={questionId || ''}
        onValue={(v) => onQuestion(Number(v) || 0)}
        error={questionError}
      >
        <option value="">{t('security_q_choose')}</option>
        {offered.map((q) => (
          <option key={q.questionId} value={q.questionId} disabled={takenElsewhere.has(q.questionId)}>
            {q.question}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idBase}-answer${index}`}
        required
        autoComplete="off"
        maxLength={rules.answerMaxLength}
        label={t('security_q_answer', { n })}
        hint={t('security_q_answer_hint', { min: rules.answerMinLength, max: rules.answerMaxLength })}
        value={answer}
        onValue={onAnswer}
        error={answerError}
      />
    </>
  );
}

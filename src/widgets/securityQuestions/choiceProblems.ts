import type { QuestionSpot } from './questionRefusals.ts';

/** What the member typed: a question and an answer per place, and the login password. */
export interface Choice {
  picks: { questionId: number; answer: string }[];
  password: string;
}

export interface AnswerRules {
  answerMinLength: number;
  answerMaxLength: number;
}

const length = (s: string) => [...s].length;

/**
 * The first problem of each place (an i18n key), checked as the platform checks them: a question at each place, none
 * twice, each answer within the length once trimmed (and not only spaces), and the login password.
 */
export function choiceProblems(choice: Choice, rules: AnswerRules): [QuestionSpot, string][] {
  const found: [QuestionSpot, string][] = [];
  const seen = new Set<number>();
  choice.picks.forEach((p, i) => {
    if (!p.questionId) found.push([`question${i}`, 'security_q_question_required']);
    else if (seen.has(p.questionId)) found.push([`question${i}`, 'security_q_duplicate']);
    seen.add(p.questionId);
    const trimmed = p.answer.trim();
    if (!trimmed) found.push([`answer${i}`, 'security_q_answer_required']);
    else if (
      length(trimmed) < rules.answerMinLength ||
      length(trimmed) > rules.answerMaxLength ||
      length(trimmed.replace(/\s+/gu, '')) < rules.answerMinLength
    ) {
      found.push([`answer${i}`, 'security_q_answer_length']);
    }
  });
  if (!choice.password) found.push(['password', 'card_login_password_required']);
  return found;
}

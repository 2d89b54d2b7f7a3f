import { hashPassword, verifyPassword } from '../crypto/password.ts';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { memberQuestions, offeredQuestions, QUESTION_RULES } from './questions.ts';

/**
 * An answer as it is hashed and compared: Unicode-normalised, lower case, every whitespace removed, so
 * " New  York" and "newyork" are the same answer (people do not remember how they spaced or capitalised it).
 */
function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

const length = (s: string) => [...s].length;

/**
 * Checks a member's choice before anything is stored: 2 to 3 different questions the site offers, each answer 2 to
 * 64 characters once trimmed (and not only spaces). Each refusal names its place (`field`: questions/<i>/answer...).
 */
export async function checkChoice(db: Queryable, questions: { questionId: number; answer: string }[]): Promise<void> {
  const { minQuestions, maxQuestions, answerMinLength, answerMaxLength } = QUESTION_RULES;
  if (questions.length < minQuestions || questions.length > maxQuestions) {
    throw new ApiError(400, 'security.questions.count', `Choose ${minQuestions} to ${maxQuestions} different security questions.`, { field: 'questions' });
  }
  const offered = new Set((await offeredQuestions(db)).map((q) => q.id));
  const seen = new Set<number>();
  for (const [i, q] of questions.entries()) {
    if (!offered.has(q.questionId)) {
      throw new ApiError(400, 'security.question.unknown', 'This security question is not offered: choose one from the list.', {
        field: `questions/${i}/questionId`,
      });
    }
    if (seen.has(q.questionId)) {
      throw new ApiError(400, 'security.question.duplicate', 'Choose a different question for each answer.', { field: `questions/${i}/questionId` });
    }
    seen.add(q.questionId);
    const n = length(q.answer.trim());
    if (n < answerMinLength || n > answerMaxLength || length(normaliseAnswer(q.answer)) < answerMinLength) {
      throw new ApiError(400, 'security.answer.length', `An answer must be ${answerMinLength} to ${answerMaxLength} characters.`, {
        field: `questions/${i}/answer`,
      });
    }
  }
}

/** Replaces the member's questions and answers at once (hashed before the transaction: scrypt is slow). */
export async function storeChoice(db: Db, memberId: number, questions: { questionId: number; answer: string }[], now: number): Promise<void> {
  const hashes = await Promise.all(questions.map((q) => hashPassword(normaliseAnswer(q.answer))));
  await db.transaction(async (q) => {
    await q.query('DELETE FROM member_security_answers WHERE member_id = $1', [memberId]);
    for (const [i, choice] of questions.entries()) {
      await q.query('INSERT INTO member_security_answers (member_id, position, question_id, answer_hash, set_at) VALUES ($1, $2, $3, $4, $5)', [
        memberId,
        i + 1,
        choice.questionId,
        hashes[i],
        now,
      ]);
    }
  });
}

/** securityAnswer1..3 of a contact change, in the order of the member's questions. */
export type AnswerFields = { securityAnswer1?: string; securityAnswer2?: string; securityAnswer3?: string };

const answersOf = (f: AnswerFields): (string | undefined)[] => [f.securityAnswer1, f.securityAnswer2, f.securityAnswer3];

/** Whether any answer field is filled (the caller chose the answers in place of an old-contact code). */
export const hasAnswers = (f: AnswerFields): boolean => answersOf(f).some((a) => a !== undefined && a.trim() !== '');

/**
 * Proves the member with the answers to every one of their questions. Each try counts against the account's
 * answer limit (5 an hour); the caller has already counted it against the password limit, as every answer try
 * comes with the password. Which answer was wrong is never said. Refused when the member has set no questions.
 */
export async function proveAnswers(db: Queryable, memberId: number, fields: AnswerFields, now: number): Promise<void> {
  const questions = await memberQuestions(db, memberId);
  if (questions.length === 0) {
    throw new ApiError(400, 'security.questions.not.set', 'You have not set security questions: contact customer service to change this contact.', {
      field: 'securityAnswer1',
    });
  }
  const given = answersOf(fields);
  const missing = questions.findIndex((_, i) => !given[i]?.trim());
  if (missing >= 0) {
    throw new ApiError(400, 'security.answer.required', 'Answer each of your security questions.', { field: `securityAnswer${missing + 1}` });
  }
  await enforce(db, now, [{ key: `securityAnswers:acct:${memberId}`, limit: LIMITS.securityAnswersPerAccount }]);
  const right = await Promise.all(questions.map((q, i) => verifyPassword(normaliseAnswer(given[i] ?? ''), q.answerHash)));
  if (!right.every(Boolean)) {
    throw new ApiError(400, 'security.answer.err', 'The answers to your security questions are not right.', { field: 'securityAnswers' });
  }
}

import type { Queryable } from '../db/index.ts';

/** How many questions a member chooses, and how long an answer is once trimmed (what the calls tell the app too). */
export const QUESTION_RULES = { minQuestions: 2, maxQuestions: 3, answerMinLength: 2, answerMaxLength: 64 } as const;

/** One of the member's questions: where it is asked, and its answer's hash (never leaves the server). */
export interface MemberQuestion {
  position: number;
  questionId: number;
  answerHash: string;
  texts: Record<string, string>;
}

/** The text in `lang`, else the brand's default language, else English, else any text it has. */
export function textIn(texts: Record<string, string>, lang: string, fallback: string): string {
  return texts[lang] ?? texts[fallback] ?? texts.EN ?? Object.values(texts)[0] ?? '';
}

/** The questions the site offers now, in its order. */
export async function offeredQuestions(db: Queryable): Promise<{ id: number; texts: Record<string, string> }[]> {
  return db.query('SELECT id, texts FROM security_questions WHERE active ORDER BY sort, id');
}

/** The member's questions in the order they are asked (empty when none are set). */
export async function memberQuestions(db: Queryable, memberId: number): Promise<MemberQuestion[]> {
  const rows = await db.query<{ position: number; question_id: number; answer_hash: string; texts: Record<string, string> }>(
    `SELECT a.position, a.question_id, a.answer_hash, q.texts FROM member_security_answers a
     JOIN security_questions q ON q.id = a.question_id WHERE a.member_id = $1 ORDER BY a.position`,
    [memberId],
  );
  return rows.map((r) => ({ position: r.position, questionId: r.question_id, answerHash: r.answer_hash, texts: r.texts }));
}

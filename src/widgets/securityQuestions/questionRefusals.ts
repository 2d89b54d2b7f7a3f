/** The parts of the security-questions form a refusal can be said at: the password, a question or answer (by index), the form. */
export type QuestionSpot = 'password' | `question${number}` | `answer${number}` | 'form';

/** A refusal placed at its spot, in the words of an i18n key. */
export interface QuestionRefusal {
  spot: QuestionSpot;
  key: string;
}

/** The index in a `questions/<i>/...` field of the platform's refusal (0 when it names none). */
const indexIn = (field: unknown): number => {
  const m = typeof field === 'string' ? /^questions\/(\d+)\//.exec(field) : null;
  return m ? Number(m[1]) : 0;
};

/**
 * Where the platform's refusal of setting security questions belongs and how it reads: the login password at its
 * field, an unknown or repeated question at that question, an answer of the wrong length at that answer. Null for a
 * code this map does not know (the caller shows the platform's own words).
 */
export function questionRefusal(errorCode: string | undefined, value: unknown): QuestionRefusal | null {
  const i = indexIn((value as { field?: unknown } | null)?.field);
  switch (errorCode) {
    case 'password.required':
      return { spot: 'password', key: 'card_login_password_required' };
    case 'password.old.err':
      return { spot: 'password', key: 'contact_password_wrong' };
    case 'security.question.unknown':
      return { spot: `question${i}`, key: 'security_q_unknown' };
    case 'security.question.duplicate':
      return { spot: `question${i}`, key: 'security_q_duplicate' };
    case 'security.answer.length':
      return { spot: `answer${i}`, key: 'security_q_answer_length' };
    case 'security.questions.count':
      return { spot: 'form', key: 'security_q_count' };
    case 'request.too.many':
      return { spot: 'form', key: 'contact_too_many' };
    default:
      return null;
  }
}

/** The parts of the bind dialog a refusal can be said at (`answer<i>`: the answer to the member's i-th question, from 0). */
export type ContactSpot = 'password' | 'oldCode' | `answer${number}` | 'target' | 'code' | 'form';

/** A refusal placed at its spot, in the words of an i18n key. */
export interface ContactRefusal {
  spot: ContactSpot;
  key: string;
}

/**
 * Where the platform's refusal of a contact change belongs and how it reads: the login password and the code of
 * the contact bound now at their own fields, the new contact's code at its field, a taken or malformed number at
 * the number, wrong security answers at the first answer (which one is wrong is never said), a missing one at its
 * field (`field`: securityAnswer<n>, from the refusal's value). Null for a code this map does not know (the caller
 * shows the platform's own words).
 */
export function contactRefusal(errorCode: string | undefined, kind: 'mobile' | 'email', field?: unknown): ContactRefusal | null {
  switch (errorCode) {
    case 'password.required':
      return { spot: 'password', key: 'card_login_password_required' };
    case 'password.old.err':
      return { spot: 'password', key: 'contact_password_wrong' };
    case 'contact.old.code.err':
      return { spot: 'oldCode', key: 'contact_code_wrong' };
    case 'sms.code.err':
    case 'email.code.err':
      return { spot: 'code', key: 'contact_code_wrong' };
    case 'mobile.exists':
      return { spot: 'target', key: 'contact_mobile_taken' };
    case 'mobile.country.unsupported':
      return { spot: 'target', key: 'contact_mobile_country' };
    case 'validation.failed':
      return { spot: 'target', key: kind === 'mobile' ? 'contact_mobile_invalid' : 'contact_email_invalid' };
    case 'contact.changed':
    case 'contact.not.bound':
      return { spot: 'form', key: 'contact_changed' };
    case 'security.answer.err':
      return { spot: 'answer0', key: 'contact_answers_wrong' };
    case 'security.answer.required': {
      const n = typeof field === 'string' ? /^securityAnswer(\d)$/.exec(field)?.[1] : undefined;
      return { spot: `answer${n ? Number(n) - 1 : 0}`, key: 'security_q_answer_required' };
    }
    case 'security.questions.not.set':
      return { spot: 'form', key: kind === 'mobile' ? 'contact_no_questions_mobile' : 'contact_no_questions_email' };
    case 'request.too.many':
      return { spot: 'form', key: 'contact_too_many' };
    default:
      return null;
  }
}

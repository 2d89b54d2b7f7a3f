import { verifyPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import type { MemberRow } from '../db/members.ts';
import { ApiError } from '../http/envelope.ts';
import { defaultDial, parseMobile } from '../http/mobile.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { type AnswerFields, hasAnswers, proveAnswers } from '../security/answers.ts';
import { proveCode, spendCode } from '../sms/codes.ts';

export type ContactKind = 'mobile' | 'email';

/** The fields beyond the platform's that bindMobile and updateEmail carry when a contact is already bound. */
export interface OwnerProof extends AnswerFields {
  loginPassword?: string;
  oldVerificationCode?: string;
}

/** What the proof found: the contact bound now (empty for a first binding) and how to spend the old contact's code. */
export interface ProvenOwner {
  /** The bound value as stored (national number, or address); the update must still find it there. */
  bound: string;
  /** Uses up the old contact's code (true at once for a first binding); false when a racing request spent it first. */
  spend(): Promise<boolean>;
}

const where = (field: string) => ({ field });

/** The full number (digits) of the member's bound mobile, as its codes are addressed. */
function boundMobileFull(member: MemberRow, merchant: { settings: Record<string, unknown> }): string {
  return parseMobile(member.mobile_num, member.country_dialing_code || undefined, defaultDial(merchant)).full;
}

/**
 * Replacing a bound mobile number or e-mail address must come from the owner, not from whoever holds a session:
 * the login password and a code sent to the contact bound now (oldContactCode) are both required; a member who no
 * longer has that contact gives, instead of its code, the answers to the security questions they set (never in
 * place of the password; refused when none are set). Binding a first contact needs neither (the code to the new
 * contact proves it alone). Password tries share the account's password
 * limit; a wrong old-contact code counts against that code. Nothing is spent here: the caller spends the new
 * contact's code first, then this proof, so a refusal after it (a number another member has) leaves the old code usable.
 */
export async function proveContactOwner(
  db: Queryable,
  o: { member: MemberRow; merchant: { id: number; settings: Record<string, unknown> }; kind: ContactKind; proof: OwnerProof; now: number },
): Promise<ProvenOwner> {
  const { member, kind, proof, now } = o;
  const bound = kind === 'mobile' ? member.mobile_num : member.email;
  if (!bound) return { bound, spend: async () => true };
  const what = kind === 'mobile' ? 'mobile number' : 'e-mail address';
  if (!proof.loginPassword) {
    throw new ApiError(400, 'password.required', `Enter your login password to change the bound ${what}.`, where('loginPassword'));
  }
  await enforce(db, now, [{ key: `password:acct:${member.id}`, limit: LIMITS.passwordPerAccount }]);
  if (!(await verifyPassword(proof.loginPassword, member.password_hash))) {
    throw new ApiError(400, 'password.old.err', 'The login password is incorrect.', where('loginPassword'));
  }
  // The answers prove the same as the old contact's code, and spend nothing: the new contact's code, spent first,
  // and the update's check of the bound value keep parallel changes to one.
  if (!proof.oldVerificationCode && hasAnswers(proof)) {
    await proveAnswers(db, member.id, proof, now);
    return { bound, spend: async () => true };
  }
  if (!proof.oldVerificationCode) {
    throw new ApiError(400, 'contact.old.code.err', `Enter the code sent to your current ${what}.`, where('oldVerificationCode'));
  }
  const id = await proveCode(db, {
    merchantId: o.merchant.id,
    recipient: kind === 'mobile' ? boundMobileFull(member, o.merchant) : bound.toLowerCase(),
    purpose: kind === 'mobile' ? 'mobileChange' : 'emailChange',
    memberId: member.id,
    code: proof.oldVerificationCode,
    now,
  });
  if (id === null) throw oldCodeWrong(what);
  return { bound, spend: () => spendCode(db, id, now) };
}

const oldCodeWrong = (what: string) =>
  new ApiError(400, 'contact.old.code.err', `The code for your current ${what} is wrong, used or expired: ask for a new one.`, where('oldVerificationCode'));

/** The old contact's code was spent by a racing request: this one changes nothing. */
export const oldCodeSpent = (kind: ContactKind): ApiError => oldCodeWrong(kind === 'mobile' ? 'mobile number' : 'e-mail address');

/** The bound contact changed between the proof and the update (another request replaced it): nothing changed. */
export const contactChanged = (): ApiError => new ApiError(409, 'contact.changed', 'Your contact details changed meanwhile: reload the page and try again.');

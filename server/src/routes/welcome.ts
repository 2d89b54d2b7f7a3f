import type { Queryable } from '../db/index.ts';
import { welcomeLetter } from '../seed/letters.ts';

/** Every new member starts with a welcome letter in the inbox and a greeting in live chat (both unread, in EN, TY, CN). */
export async function welcomeMember(db: Queryable, memberId: number, merchantId: number, brandName: string, now: number): Promise<void> {
  await welcomeLetter(db, memberId, merchantId, brandName, now);
}

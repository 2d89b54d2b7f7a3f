import type { Queryable } from '../db/index.ts';

/** Every new member starts with a welcome letter in the inbox and a greeting in live chat (both unread). */
export async function welcomeMember(db: Queryable, memberId: number, brandName: string, now: number): Promise<void> {
  await db.query('INSERT INTO inbox_messages (member_id, title, content, created_at) VALUES ($1, $2, $3, $4)', [
    memberId,
    `Welcome to ${brandName}`,
    `<p>Thank you for joining <b>${brandName}</b>. Your first deposit earns a <b>100% bonus</b>: see Promotions.</p>`,
    now,
  ]);
  await db.query('INSERT INTO chat_messages (member_id, from_agent, body, created_at) VALUES ($1, true, $2, $3)', [
    memberId,
    `Hi! I am your ${brandName} support agent. Ask me anything, any time.`,
    now,
  ]);
}

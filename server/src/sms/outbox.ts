import type { Queryable } from '../db/index.ts';
import type { SmsMessage, SmsProvider } from './provider.ts';

/** Development SMS provider: nothing leaves the machine; each text lands in the outbox table (and the console). */
export function createOutboxSms(db: Queryable, opts: { now: () => number; print: boolean }): SmsProvider {
  return {
    name: 'dev-outbox',
    async send(msg: SmsMessage) {
      await db.query('INSERT INTO outbox (channel, merchant_id, recipient, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        'sms',
        msg.merchantId,
        msg.mobile,
        msg.text,
        opts.now(),
      ]);
      if (opts.print) console.log(`[sms outbox] to +${msg.mobile}: ${msg.text}`);
    },
  };
}

export interface OutboxItem {
  id: number;
  channel: string;
  recipient: string;
  body: string;
  createdAt: number;
}

/** Latest outbox items for one recipient, newest first (dev-only calls and tests). */
export async function readOutbox(db: Queryable, merchantId: number, channel: 'sms' | 'email', recipient: string, limit = 20): Promise<OutboxItem[]> {
  const rows = await db.query<{ id: number; channel: string; recipient: string; body: string; created_at: number }>(
    'SELECT id, channel, recipient, body, created_at FROM outbox WHERE merchant_id = $1 AND channel = $2 AND recipient = $3 ORDER BY id DESC LIMIT $4',
    [merchantId, channel, recipient, limit],
  );
  return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, body: r.body, createdAt: r.created_at }));
}

/** The development e-mail "provider": the mail lands in the outbox (read it with devEmailOutbox). `to` lower-cased. */
export async function outboxEmail(db: Queryable, o: { merchantId: number; to: string; text: string; now: number }): Promise<void> {
  await db.query("INSERT INTO outbox (channel, merchant_id, recipient, body, created_at) VALUES ('email', $1, $2, $3, $4)", [
    o.merchantId,
    o.to,
    o.text,
    o.now,
  ]);
}

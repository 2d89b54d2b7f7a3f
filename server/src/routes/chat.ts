import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sha256Hex } from '../crypto/token.ts';
import { requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireFlag } from '../http/flags.ts';
import { languageChainOf, type Texts } from '../http/localized.ts';
import { CHAT_CSS, renderChatPage } from './chatPage.ts';
import { agentReply } from './chatReply.ts';
import { CHAT_CSS_PATH, CHAT_ROOM_ROUTE, chatRoomPath } from './paths.ts';

const TICKET_TTL_MS = 2 * 3600_000;

interface Ticket {
  member_id: number;
  back_url: string;
  /** The Language the chat was opened in. */
  language: string;
  default_language: string;
}

/**
 * A back link must stay on this site (a path), so the chat page cannot be used to bounce people elsewhere. No
 * second slash or backslash after the first: browsers read "//host" and "/\\host" as another site.
 */
const safeBack = (url: string | undefined) => (url && /^\/(?![/\\])[^\s\\]*$/.test(url) ? url : '/m/home');

/** Live chat (CBS relays): a ticket URL to a chat page served here, and the unread count. */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'chatLaunch', async (q, req) => {
    const s = await requireSession(req);
    await requireFlag(db, s.merchantId, 'CBS3');
    if (s.type === 4) throw new ApiError(403, 'free_reject', 'Please log in with a real account to use this function.');
    // A separate short-lived ticket: the session token never appears in a URL.
    const ticket = randomBytes(24).toString('hex');
    // The page and the agent answer in the language the app asked in (its Language), else the brand's default.
    const [language] = await languageChainOf(req, db, s.merchantId);
    await db.query('INSERT INTO chat_tickets (ticket_hash, member_id, expires_at, back_url, language) VALUES ($1, $2, $3, $4, $5)', [
      sha256Hex(ticket),
      s.memberId,
      now() + TICKET_TTL_MS,
      safeBack(q.backUrl),
      language,
    ]);
    return ok({ chatUrl: chatRoomPath(ticket) });
  });

  callRoute(app, 'chatUnreadCount', async (_q, req) => {
    const s = await requireSession(req);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE member_id = $1 AND from_agent AND NOT read', [s.memberId]);
    return ok({ unReadCount: rows[0]?.n ?? 0 });
  });

  const ticketOf = async (ticket: string): Promise<Ticket> => {
    const rows = /^[0-9a-f]{48}$/.test(ticket)
      ? await db.query<Ticket>(
          `SELECT t.member_id, t.back_url, t.language, m.default_language
             FROM chat_tickets t JOIN members mb ON mb.id = t.member_id JOIN merchants m ON m.id = mb.merchant_id
            WHERE t.ticket_hash = $1 AND t.expires_at > $2`,
          [sha256Hex(ticket), now()],
        )
      : [];
    if (!rows[0]) throw new ApiError(404, 'chat.expired', 'This chat link has expired: open live chat again from the app.');
    return rows[0];
  };
  const page = async (reply: FastifyReply, ticket: string, t: Ticket) => {
    const msgs = await db.query<{ from_agent: boolean; body: string; texts: Texts | null; created_at: number }>(
      'SELECT from_agent, body, texts, created_at FROM chat_messages WHERE member_id = $1 ORDER BY id DESC LIMIT 50',
      [t.member_id],
    );
    await db.query('UPDATE chat_messages SET read = true WHERE member_id = $1 AND from_agent AND NOT read', [t.member_id]);
    const languages = [...new Set([t.language, t.default_language.toUpperCase(), 'EN'])];
    return reply.type('text/html; charset=utf-8').send(renderChatPage({ ticket, backUrl: t.back_url, languages, messages: msgs.reverse() }));
  };

  app.get<{ Params: { ticket: string } }>(CHAT_ROOM_ROUTE, async (req, reply) => page(reply, req.params.ticket, await ticketOf(req.params.ticket)));

  // The page's form posts here (form-encoded), then shows the conversation again (no script needed).
  app.post<{ Params: { ticket: string }; Body: { message?: unknown } }>(CHAT_ROOM_ROUTE, async (req, reply) => {
    const t = await ticketOf(req.params.ticket);
    const text = typeof req.body?.message === 'string' ? req.body.message.trim().slice(0, 500) : '';
    if (text) {
      const at = now();
      await db.query('INSERT INTO chat_messages (member_id, from_agent, body, created_at, read) VALUES ($1, false, $2, $3, true)', [t.member_id, text, at]);
      const answer = agentReply(text);
      await db.query('INSERT INTO chat_messages (member_id, from_agent, body, texts, created_at) VALUES ($1, true, $2, $3, $4)', [
        t.member_id,
        answer.body,
        JSON.stringify(answer.texts),
        at + 1,
      ]);
    }
    return reply.redirect(chatRoomPath(req.params.ticket), 303);
  });

  app.get(CHAT_CSS_PATH, async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(CHAT_CSS));
};

export default chatRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { requireSession, type Session } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { languageChainOf, type Texts, textIn } from '../http/localized.ts';
import { ApiError, ok } from '../http/envelope.ts';

/** Trial accounts (type 4) have no inbox: reading or changing it is refused with free_reject. */
function refuseTrial(s: Session): void {
  if (s.type === 4) throw new ApiError(403, 'free_reject', 'Please log in with a real account to use this function.');
}

/** The member inbox (CSP relays): unread count, pages of letters, read marks, deleting. */
const inboxRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'inboxUnreadCount', async (_q, req) => {
    const s = await requireSession(req);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND NOT read', [s.memberId]);
    return ok(rows[0]?.n ?? 0);
  });

  callRoute(app, 'inboxList', async (q, req) => {
    const s = await requireSession(req);
    refuseTrial(s);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1', [s.memberId]))[0]?.n ?? 0;
    const languages = await languageChainOf(req, db, s.merchantId);
    const rows = await db.query<{ id: number; title: string; content: string; texts: Texts; created_at: number; read: boolean }>(
      'SELECT id, title, content, texts, created_at, read FROM inbox_messages WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [s.memberId, pageSize, (pageNo - 1) * pageSize],
    );
    return ok({
      content: rows.map((r) => ({
        id: r.id,
        title: textIn(r.texts, languages, 'title', r.title),
        content: textIn(r.texts, languages, 'content', r.content),
        createTime: r.created_at,
        read: r.read,
      })),
      pageNum: pageNo,
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    });
  });

  callRoute(app, 'inboxMarkRead', async (body, req) => {
    const s = await requireSession(req);
    refuseTrial(s);
    const rows = await db.query('UPDATE inbox_messages SET read = true WHERE id = $1 AND member_id = $2 RETURNING id', [body.id, s.memberId]);
    if (rows.length === 0) throw new ApiError(404, 'message.not.found', 'No such message.');
    return ok(true);
  });

  callRoute(app, 'inboxDelete', async (body, req) => {
    const s = await requireSession(req);
    refuseTrial(s);
    const rows = await db.query('DELETE FROM inbox_messages WHERE id = $1 AND member_id = $2 RETURNING id', [body.id, s.memberId]);
    if (rows.length === 0) throw new ApiError(404, 'message.not.found', 'No such message.');
    return ok(true);
  });
};

export default inboxRoutes;

import type { FastifyPluginAsync } from 'fastify';
import type { InboxListRequest } from '../../../src/generated/api/inboxList.request.ts';
import type { InboxMarkReadRequest } from '../../../src/generated/api/inboxMarkRead.request.ts';
import { requireSession } from '../http/auth.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { bodySchema, querySchema } from '../http/validation.ts';

/** The member inbox (CSP relays): unread count, pages of messages, read marks. Trial accounts have none. */
const inboxRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  app.get('/wps/relay/CSP_unreadCount', { schema: querySchema('inboxUnreadCount') }, async (req) => {
    const s = await requireSession(req);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND NOT read', [s.memberId]);
    return ok(rows[0]?.n ?? 0);
  });

  app.get<{ Querystring: InboxListRequest }>('/wps/relay/CSP_messageList', { schema: querySchema('inboxList') }, async (req) => {
    const s = await requireSession(req);
    const pageNo = req.query.pageNo ?? 1;
    const pageSize = req.query.pageSize ?? 20;
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1', [s.memberId]))[0]?.n ?? 0;
    const rows = await db.query<{ id: number; title: string; content: string; created_at: number; read: boolean }>(
      'SELECT id, title, content, created_at, read FROM inbox_messages WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [s.memberId, pageSize, (pageNo - 1) * pageSize],
    );
    return ok({
      content: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createTime: r.created_at, read: r.read })),
      pageNum: pageNo,
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    });
  });

  app.post<{ Body: InboxMarkReadRequest }>('/wps/relay/CSP_markRead', { schema: bodySchema('inboxMarkRead') }, async (req) => {
    const s = await requireSession(req);
    const rows = await db.query('UPDATE inbox_messages SET read = true WHERE id = $1 AND member_id = $2 RETURNING id', [req.body.id, s.memberId]);
    if (rows.length === 0) throw new ApiError(404, 'message.not.found', 'No such message.');
    return ok(true);
  });
};

export default inboxRoutes;

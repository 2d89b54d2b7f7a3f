import type { FastifyPluginAsync } from 'fastify';
import type { MemberIconResponse } from '../../../src/generated/api/memberIcon.response.ts';
import { requireRealSession, requireSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { FilePart, installMultipartParser } from '../http/multipartBody.ts';
import { enforce } from '../http/rateLimit.ts';
import { checkField, loadRules } from '../http/rules.ts';
import { ICON_MAX_BYTES, reencodeIcon } from '../media/memberIcon.ts';

// Uploads are costly to decode: a member may send 20 in 10 minutes.
const ICON_UPLOADS = { max: 20, windowMs: 10 * 60_000 };

/** The member's profile: head icon (multipart upload, re-encoded) and the payee name, set once. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  // Only this plugin's routes read multipart bodies (Fastify keeps a plugin's parsers to it).
  installMultipartParser(app);

  const iconOf = async (memberId: number): Promise<MemberIconResponse> => {
    const [row] = await db.query<{ image: string; updated_at: number }>('SELECT image, updated_at FROM member_icons WHERE member_id = $1', [memberId]);
    return row ? { icon: `data:image/webp;base64,${row.image}`, updatedAt: Number(row.updated_at) } : { icon: null, updatedAt: null };
  };

  callRoute(app, 'memberIcon', async (_q, req) => {
    const s = await requireSession(req);
    return ok(await iconOf(s.memberId));
  });

  callRoute(
    app,
    'uploadMemberIcon',
    async (body, req) => {
      const s = await requireRealSession(req);
      const file: unknown = body.icon;
      if (!(file instanceof FilePart)) throw new ApiError(400, 'icon.missing', 'Choose a picture to upload (a file part named icon).');
      await enforce(db, now(), [{ key: `iconUpload:member:${s.memberId}`, limit: ICON_UPLOADS }]);
      const image = await reencodeIcon(file.data);
      const t = now();
      await db.query(
        `INSERT INTO member_icons (member_id, image, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET image = EXCLUDED.image, updated_at = EXCLUDED.updated_at`,
        [s.memberId, image.toString('base64'), t],
      );
      return ok({ icon: `data:image/webp;base64,${image.toString('base64')}`, updatedAt: t });
    },
    // Room for the 2 MB picture and the multipart framing; a larger picture is answered icon.too.large.
    { bodyLimit: ICON_MAX_BYTES + 1024 * 1024 },
  );

  // JSON or form-encoded, POST or PUT, like the nickname. Withdrawals go only to an account in this name, so a member
  // sets it once; changing it is customer service's (the platform's back office), never the member's.
  callRoute(app, 'updatePayeeName', async (body, req) => {
    const s = await requireRealSession(req);
    const value = body.payeeName.trim().replace(/\s+/g, ' ');
    checkField(await loadRules(db, s.merchantId), 'payeeName', value, true);
    const rows = await db.query("UPDATE members SET payee_name = $2 WHERE id = $1 AND coalesce(payee_name, '') = '' RETURNING id", [s.memberId, value]);
    if (rows.length === 0) {
      throw new ApiError(409, 'payee.name.locked', 'The payee name is already set and cannot be changed here. Contact customer service to change it.');
    }
    return ok(true);
  });
};

export default profileRoutes;

import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { findMerchant } from '../http/merchant.ts';
import { siteOrigin } from '../http/siteUrl.ts';
import { DOWNLOAD_ROUTE } from './paths.ts';

const xml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** A stable UUID-shaped id from text, so the same brand always gets the same profile identity. */
function uuidOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/**
 * GET /wps/download/<brand>.mobileconfig: an iOS configuration profile with a full-screen web clip of this
 * brand's /m/home (the MOBILECONFIG download link), on the brand's configured host (siteUrl.ts), never the
 * request's Host header.
 */
const downloadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(DOWNLOAD_ROUTE, async (req, reply) => {
    const m = /^([a-z0-9]{1,20})\.mobileconfig$/.exec(req.params.file);
    const rows = m ? await app.ctx.db.query<{ code: string }>('SELECT code FROM merchants WHERE brand_id = $1', [m[1]]) : [];
    const merchant = rows[0] ? await findMerchant(app.ctx.db, rows[0].code) : null;
    const origin = merchant ? siteOrigin(merchant) : null;
    if (!merchant || !origin) throw new ApiError(404, 'not.found', 'No such download.');
    const url = `${origin}/m/home`;
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>PayloadContent</key><array><dict>
<key>FullScreen</key><true/><key>IsRemovable</key><true/><key>Label</key><string>${xml(merchant.name)}</string>
<key>URL</key><string>${xml(url)}</string>
<key>PayloadType</key><string>com.apple.webClip.managed</string><key>PayloadVersion</key><integer>1</integer>
<key>PayloadIdentifier</key><string>app.${xml(merchant.brandId)}.webclip</string><key>PayloadUUID</key><string>${uuidOf(`${merchant.code}:clip`)}</string>
</dict></array>
<key>PayloadDisplayName</key><string>${xml(merchant.name)}</string><key>PayloadIdentifier</key><string>app.${xml(merchant.brandId)}.profile</string>
<key>PayloadType</key><string>Configuration</string><key>PayloadUUID</key><string>${uuidOf(`${merchant.code}:profile`)}</string><key>PayloadVersion</key><integer>1</integer>
</dict></plist>
`;
    return reply.type('application/x-apple-aspen-config').header('Content-Disposition', `attachment; filename="${merchant.brandId}.mobileconfig"`).send(body);
  });
};

export default downloadRoutes;

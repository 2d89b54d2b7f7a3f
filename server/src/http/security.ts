import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from '../routes/paths.ts';
import { isStudioUrl } from './studioApp.ts';

/** The player pages' directives after img-src. */
const CSP_REST = [
  "font-src 'self' data:",
  "frame-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/**
 * Content-Security-Policy of every HTML answer (the app, the chat page, the demo game). No inline script, no eval:
 * the app precompiles its validators, so `unsafe-eval` is never needed; styles come from files. Images come from
 * this origin, plus, on the app's pages, exactly the image CDNs of the page's merchant (`imageOrigins`: bare
 * https origins, siteInfo.ts imageCdns).
 */
export const playerCsp = (imageOrigins: readonly string[] = []): string =>
  ["default-src 'self'", "script-src 'self'", "style-src 'self'", ["img-src 'self' data: blob:", ...imageOrigins].join(' '), ...CSP_REST].join('; ');

/**
 * The operator studio's pages (/studio): the same, stricter where the studio needs less. It frames the player app
 * of its own origin (the preview) but is framed by nothing (frame-ancestors 'none': no page can overlay a publish
 * button), loads no fonts, media, workers or manifest of its own, and has no base URL to rewrite.
 */
const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Headers every answer carries, plus the CSP on HTML and no-store on API answers. Player pages may be framed by
 * their own origin only (the studio's preview); the studio's by none.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const studio = isStudioUrl(req.url);
    reply.header('X-Frame-Options', studio ? 'DENY' : 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    const type = String(reply.getHeader('content-type') ?? '');
    // A page that set its own (the app's page, with its merchant's image CDNs) keeps it.
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', studio ? STUDIO_CSP : playerCsp());
    if (API_PREFIXES.some((p) => req.url.startsWith(p))) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

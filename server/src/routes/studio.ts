import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_VERSION } from '../../../src/core/migrations/index.ts';
import type { StudioSetupResponse } from '../../../src/generated/api/studioSetup.response.ts';
import { formatFinding } from '../../../tools/lint/index.ts';
import { MAX_OVERLAY_BYTES, sortedFiles } from '../brands/overlayFiles.ts';
import { openPreviewSession, PREVIEW_SESSION_KINDS } from '../brands/previewSession.ts';
import { brandOrFail, revisionOrFail } from '../brands/publishing.ts';
import { revisionFindings } from '../brands/revisionChecks.ts';
import type { DeployedBase } from '../brands/servedBrand.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { PREVIEW_MAX_MS } from '../http/previewLink.ts';
import { liveOperatorSession, requireOperator } from '../operators/guard.ts';
import { appendAudit } from '../operators/audit.ts';

/** A whole overlay in one body, as brandSave takes it. */
const OVERLAY_BODY_LIMIT = MAX_OVERLAY_BYTES * 2;
const DEFAULT_LINK_HOURS = 24;
/** The page a preview link opens. */
const PREVIEW_LINK_PATH = '/m/home';

/** The deployed _base as the studio reads it: each document's JSON text keyed as an overlay's files are. */
function baseFiles(base: DeployedBase): StudioSetupResponse['base'] {
  return { files: sortedFiles(Object.fromEntries([...base.documents].map(([path, doc]) => [path, JSON.stringify(doc)]))), hash: base.hash };
}

/**
 * The operator studio's calls (/ops/studio/, /ops/brands/check, /ops/brands/preview-link): what it needs at start,
 * brandSave's checks without saving (the studio runs them as the operator types), a signed link to a saved
 * revision for a real phone, and a demo player session for its preview.
 */
const studioRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  let setupBase: StudioSetupResponse['base'] | undefined;

  callRoute(app, 'studioSetup', async (_q, req) => {
    const session = await liveOperatorSession(req);
    if (session.mustChangePassword) {
      throw new ApiError(403, 'operator.password.change.required', 'Replace your one-time password first (operatorPasswordChange).');
    }
    const site = await app.ctx.brandSite();
    setupBase ??= baseFiles(app.ctx.deployedBase());
    return ok({
      base: setupBase,
      documentVersion: DOCUMENT_VERSION,
      demoSessions: app.ctx.demoMode ? [...PREVIEW_SESSION_KINDS] : [],
      previewLinks: site.previewLinks,
    });
  });

  callRoute(
    app,
    'brandCheck',
    async (body, req) => {
      await requireOperator(req, { role: 'viewer', brand: body.brand });
      const brand = await brandOrFail(db, body.brand);
      const { findings, files } = revisionFindings(app.ctx.screensDir, app.ctx.deployedBase().documents, brand, body.files);
      return ok({
        errors: findings.filter((f) => f.severity === 'error'),
        warnings: findings.filter((f) => f.severity !== 'error'),
        lines: findings.map(formatFinding),
        files: sortedFiles(files),
      });
    },
    { bodyLimit: OVERLAY_BODY_LIMIT },
  );

  callRoute(app, 'brandPreviewLink', async (body, req) => {
    const op = await requireOperator(req, { role: 'viewer', brand: body.brand });
    const brand = await brandOrFail(db, body.brand);
    await revisionOrFail(db, brand.id, body.revision);
    const site = await app.ctx.brandSite();
    const hours = body.hours ?? DEFAULT_LINK_HOURS;
    // Previews expire by the wall clock, as the server checks them (liveSite), not the app clock a demo may move.
    const expiresAt = Math.min(Date.now() + hours * 3600_000, Date.now() + PREVIEW_MAX_MS);
    const token = site.signPreview({ brand: brand.id, revision: body.revision, expiresAt });
    if (!token) {
      throw new ApiError(409, 'brand.preview.off', 'This server makes no preview links: start it with PREVIEW_SECRET (at least 32 bytes) to switch them on.');
    }
    // The operator's own address of this server: the link opens on the site the studio runs on.
    const url = `${req.protocol}://${req.host}${PREVIEW_LINK_PATH}?preview=${token}`;
    await appendAudit(
      db,
      {
        operator: op,
        action: 'brand.preview.link',
        brand: brand.id,
        revision: body.revision,
        summary: `${op.username} made a preview link to revision ${body.revision} of ${brand.id}, valid ${hours} h`,
        details: { expiresAt },
      },
      now(),
    );
    return ok({ url, expiresAt: Math.floor(expiresAt / 1000) * 1000 });
  });

  callRoute(app, 'previewSession', async (body, req) => {
    const op = await requireOperator(req, { role: 'viewer', brand: body.brand });
    const brand = await brandOrFail(db, body.brand);
    return ok(await openPreviewSession(req, op, brand, body.kind));
  });
};

export default studioRoutes;

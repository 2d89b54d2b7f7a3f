import type { FastifyPluginAsync } from 'fastify';
import { createBrand, replaceHosts } from '../brands/brandAdmin.ts';
import { MAX_OVERLAY_BYTES, sortedFiles } from '../brands/overlayFiles.ts';
import { brandOrFail, publishRevision, revisionOrFail, saveDraft, type PublishingContext } from '../brands/publishing.ts';
import { hostsOf, listBrands, listRevisions } from '../brands/store.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { liveOperatorSession, requireOperator } from '../operators/guard.ts';
import { allows, rolesOf } from '../operators/roles.ts';

/** A whole overlay in one body: its documents' limit and room for the JSON around them. */
const OVERLAY_BODY_LIMIT = MAX_OVERLAY_BYTES * 2;
const HISTORY_PAGE = 20;

/**
 * Brand publishing for operators (under /ops/, with the operator session): the brands, their revisions, saving a
 * draft, publishing and rolling back, creating a brand and setting its hosts. Every change is checked as
 * `lint:config` checks files and lands in the audit log; a publish reaches players on their next load.
 */
const brandRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  const publishing = async (): Promise<PublishingContext> => {
    const site = await app.ctx.brandSite();
    return { db, now, screensDir: app.ctx.screensDir, base: app.ctx.deployedBase(), invalidate: () => site.invalidate() };
  };

  callRoute(app, 'brandList', async (_q, req) => {
    const session = await liveOperatorSession(req);
    const grants = await rolesOf(db, session.operatorId);
    const brands = (await listBrands(db)).filter((b) => allows(grants, { role: 'viewer', brand: b.id }));
    const site = await app.ctx.brandSite();
    const list = await Promise.all(
      brands.map(async (b) => {
        const [latest] = await listRevisions(db, b.id, 1);
        const served = await site.served(b.id);
        return {
          id: b.id,
          name: served?.bundle.brand.name ?? b.id,
          merchantCode: b.merchantCode,
          published: b.published,
          latest: latest?.number ?? null,
          hosts: await hostsOf(db, b.id),
          isDefault: b.isDefault,
          updatedAt: b.updatedAt,
        };
      }),
    );
    return ok({ brands: list });
  });

  callRoute(app, 'brandHistory', async (q, req) => {
    await requireOperator(req, { role: 'viewer', brand: q.brand });
    const brand = await brandOrFail(db, q.brand);
    const limit = q.limit ?? HISTORY_PAGE;
    const revisions = await listRevisions(db, brand.id, limit + 1, q.before);
    const page = revisions.slice(0, limit);
    return ok({ published: brand.published, revisions: page, next: revisions.length > limit ? (page.at(-1)?.number ?? null) : null });
  });

  callRoute(app, 'brandRevision', async (q, req) => {
    await requireOperator(req, { role: 'viewer', brand: q.brand });
    const brand = await brandOrFail(db, q.brand);
    // Without a number, the published one (a brand being created has none yet: 404 like an unknown number).
    const { files, ...revision } = await revisionOrFail(db, brand.id, q.revision ?? brand.published ?? 0);
    return ok({ revision, published: brand.published, files: sortedFiles(files) });
  });

  callRoute(
    app,
    'brandSave',
    async (body, req) => {
      const op = await requireOperator(req, { role: 'editor', brand: body.brand });
      return ok(await saveDraft(await publishing(), op, body));
    },
    { bodyLimit: OVERLAY_BODY_LIMIT },
  );

  callRoute(app, 'brandPublish', async (body, req) => {
    const op = await requireOperator(req, { role: 'publisher', brand: body.brand });
    return ok(await publishRevision(await publishing(), op, { ...body, mode: 'publish' }));
  });

  callRoute(app, 'brandRollback', async (body, req) => {
    const op = await requireOperator(req, { role: 'publisher', brand: body.brand });
    return ok(await publishRevision(await publishing(), op, { ...body, mode: 'rollback' }));
  });

  callRoute(app, 'brandCreate', async (body, req) => {
    const op = await requireOperator(req, { role: 'admin' });
    return ok(await createBrand(await publishing(), op, body));
  });

  callRoute(app, 'brandSetHosts', async (body, req) => {
    const op = await requireOperator(req, { role: 'admin', brand: body.brand });
    return ok({ hosts: await replaceHosts(await publishing(), op, body) });
  });
};

export default brandRoutes;

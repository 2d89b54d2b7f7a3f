import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { createLiveBrandSite, type LiveBrandSite } from './brands/liveSite.ts';
import { type DeployedBase, readDeployedBase, SCREENS_DIR } from './brands/servedBrand.ts';
import type { Db } from './db/index.ts';
import { devFeaturesAsked, refuseInProduction } from './devFeatures.ts';
import type { AppContext } from './http/context.ts';
import { randomCaptchaText } from './captcha/image.ts';
import { installBodyParsers } from './http/bodyParsers.ts';
import { installCompression } from './http/compression.ts';
import { installEnvelope, newTraceId, toEnvelope } from './http/envelope.ts';
import { installSecurityHeaders } from './http/security.ts';
import { serveBuiltApp } from './http/staticApp.ts';
import { serveStudio } from './http/studioApp.ts';
import { installValidation } from './http/validation.ts';
import { setSettledChannels } from './ledger/deposit.ts';
import { providersFor, type PaymentProvider } from './payments/index.ts';
import { routePlugins } from './routes/index.ts';
import { createOutboxSms } from './sms/outbox.ts';

export interface BuildAppOptions {
  db: Db;
  /** Also serve the built front end from dist/ and the operator studio from dist-studio/ (npm start). */
  serveApp?: boolean;
  distDir?: string;
  studioDir?: string;
  /** Clock in epoch ms (tests move time). */
  now?: () => number;
  /** Fastify logger setting; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The dev outbox calls (/wps/dev/sms-outbox, email-outbox); default: DEV_OUTBOX=1. Refused with NODE_ENV=production. */
  devTools?: boolean;
  /** Print SMS codes to the console (main sets it with DEV_OUTBOX=1; tests keep quiet). */
  printSms?: boolean;
  /** Which X-Forwarded-For hops to trust (TRUST_PROXY: a hop count or proxy addresses, see trustProxy.ts); default none. */
  trustProxy?: number | string[];
  sessionTtlMs?: number;
  sessionMaxAgeMs?: number;
  /** Captcha answers (default: 4 random digits). */
  captchaText?: () => string;
  /**
   * Demo mode: the demo payment provider (deposits confirm by themselves) and the demo payout of withdrawals.
   * Default: DEMO_MODE=1. Refused with NODE_ENV=production (buildApp throws FeatureConfigError).
   */
  demoMode?: boolean;
  /** screens/ of the deployment (_base is read from it); default the repository's. */
  screensDir?: string;
  /** Real payment providers (always offered; the demo provider is added in demo mode). */
  paymentProviders?: readonly PaymentProvider[];
}

/** Largest request body accepted; the API's bodies are small forms. */
const BODY_LIMIT = 64 * 1024;

/** Fastify's setting: a hop count as proxy-addr's "the first N hops" function (its types omit the number form). */
const trustProxyOption = (tp: number | string[] | undefined): FastifyServerOptions['trustProxy'] =>
  typeof tp === 'number' ? (_address: string, hop: number) => hop < tp : (tp ?? false);

/** Builds the Fastify app (not listening): tests call app.inject, main.ts calls listen. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  // Off unless switched on (options, else DEV_OUTBOX / DEMO_MODE); with NODE_ENV=production, on is refused (devFeatures.ts).
  const asked = devFeaturesAsked(process.env);
  const { devOutbox, demoMode } = refuseInProduction({ devOutbox: opts.devTools ?? asked.devOutbox, demoMode: opts.demoMode ?? asked.demoMode }, process.env);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    genReqId: newTraceId,
    trustProxy: trustProxyOption(opts.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A request Fastify refuses before any route (a path that is not valid percent-encoding, as /wps/%ff) gets the
    // envelope like every other answer.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const { status, body } = toEnvelope(error);
      return reply.code(status).send(body);
    },
  });
  const now = opts.now ?? Date.now;
  let brandSite: Promise<LiveBrandSite> | undefined;
  let deployed: DeployedBase | undefined;
  const screensDir = opts.screensDir ?? SCREENS_DIR;
  const ctx: AppContext = {
    db: opts.db,
    now,
    sms: createOutboxSms(opts.db, { now, print: opts.printSms ?? false }),
    devTools: devOutbox,
    sessionTtlMs: opts.sessionTtlMs ?? 12 * 60 * 60 * 1000,
    sessionMaxAgeMs: opts.sessionMaxAgeMs ?? 24 * 60 * 60 * 1000,
    captchaText: opts.captchaText ?? randomCaptchaText,
    demoMode,
    payments: providersFor({ demoMode, providers: opts.paymentProviders }),
    // Previews expire by the wall clock (the operator's), not the app clock a test or demo may have moved.
    screensDir,
    deployedBase: () => (deployed ??= readDeployedBase(screensDir)),
    brandSite: () => (brandSite ??= createLiveBrandSite(opts.db, ctx.deployedBase(), { now: Date.now })),
  };
  app.addHook('onClose', async () => {
    if (brandSite) await (await brandSite).close();
  });
  setSettledChannels(
    opts.db,
    ctx.payments.channels().map((c) => c.channelCode),
  );
  app.decorate('ctx', ctx);
  installEnvelope(app);
  // Before the routes: a route takes the hooks registered before it.
  await installCompression(app);
  installSecurityHeaders(app);
  installBodyParsers(app);
  installValidation(app);
  for (const plugin of routePlugins) await app.register(plugin);
  if (opts.serveApp) {
    await serveBuiltApp(app, opts.distDir);
    await serveStudio(app, opts.studioDir);
  }
  await app.ready();
  return app;
}

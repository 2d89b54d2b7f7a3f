import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/index.ts';
import type { AppContext } from './http/context.ts';
import { randomCaptchaText } from './captcha/image.ts';
import { installBodyParsers } from './http/bodyParsers.ts';
import { installEnvelope, newTraceId } from './http/envelope.ts';
import { installSecurityHeaders } from './http/security.ts';
import { serveBuiltApp } from './http/staticApp.ts';
import { installValidation } from './http/validation.ts';
import { setSettledChannels } from './ledger/deposit.ts';
import { providersFor, type PaymentProvider } from './payments/index.ts';
import { routePlugins } from './routes/index.ts';
import { createOutboxSms } from './sms/outbox.ts';

export interface BuildAppOptions {
  db: Db;
  /** Also serve the built front end from dist/ (npm start). */
  serveApp?: boolean;
  distDir?: string;
  /** Clock in epoch ms (tests move time). */
  now?: () => number;
  /** Fastify logger setting; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Enables dev-only calls such as the SMS outbox; default: NODE_ENV is not production. */
  devTools?: boolean;
  /** Print SMS codes to the console (main sets it; tests keep quiet). */
  printSms?: boolean;
  /** Trust X-Forwarded-For from a reverse proxy (TRUST_PROXY=1). */
  trustProxy?: boolean;
  sessionTtlMs?: number;
  /** Captcha answers (default: 4 random digits). */
  captchaText?: () => string;
  /**
   * Demo mode: the demo payment provider (deposits confirm by themselves) and the demo payout of withdrawals.
   * Default: DEMO_MODE=1. Always off when NODE_ENV=production (a warning is logged when it was asked for).
   */
  demoMode?: boolean;
  /** Real payment providers (always offered; the demo provider is added in demo mode). */
  paymentProviders?: readonly PaymentProvider[];
}

/** Largest request body accepted; the API's bodies are small forms. */
export const BODY_LIMIT = 64 * 1024;

/** Builds the Fastify app (not listening): tests call app.inject, main.ts calls listen. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    genReqId: newTraceId,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const now = opts.now ?? Date.now;
  const demoAsked = opts.demoMode ?? process.env.DEMO_MODE === '1';
  const demoMode = demoAsked && process.env.NODE_ENV !== 'production';
  if (demoAsked && !demoMode) app.log.warn('Demo mode (DEMO_MODE=1) is refused with NODE_ENV=production: no demo payments, no demo payouts.');
  const ctx: AppContext = {
    db: opts.db,
    now,
    sms: createOutboxSms(opts.db, { now, print: opts.printSms ?? false }),
    devTools: opts.devTools ?? process.env.NODE_ENV !== 'production',
    sessionTtlMs: opts.sessionTtlMs ?? 12 * 60 * 60 * 1000,
    captchaText: opts.captchaText ?? randomCaptchaText,
    demoMode,
    payments: providersFor({ demoMode, providers: opts.paymentProviders }),
  };
  setSettledChannels(opts.db, ctx.payments.channels().map((c) => c.channelCode));
  app.decorate('ctx', ctx);
  installEnvelope(app);
  installSecurityHeaders(app);
  installBodyParsers(app);
  installValidation(app);
  for (const plugin of routePlugins) await app.register(plugin);
  if (opts.serveApp) await serveBuiltApp(app, opts.distDir);
  await app.ready();
  return app;
}

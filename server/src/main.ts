import { buildApp } from './app.ts';
import { ClockConfigError, clockFromEnv } from './clock.ts';
import { startLotterySweep } from './lottery/sweep.ts';
import { createDb, dbOptionsFromEnv } from './db/index.ts';
import { devFeaturesFromEnv, FeatureConfigError } from './devFeatures.ts';
import { PreviewSecretConfigError, previewSecretFromEnv } from './http/previewLink.ts';
import { providersFromEnv } from './payments/manual.ts';
import { TrustProxyConfigError, trustProxyFromEnv } from './http/trustProxy.ts';
import { demoOperatorNotice } from './seed/demoOperator.ts';
import { runSeed, seedBrands, seededDemoSteps } from './seed/index.ts';

// Entry point: `tsx server/src/main.ts`. PORT (default 8080), SERVE_APP=0 for the API alone, DATA_DIR or DATABASE_URL,
// CLOCK_START=<ISO time> to start the clock at a fixed instant (tests and demos; refused when NODE_ENV=production),
// DEV_OUTBOX=1 for the dev SMS / e-mail outbox calls and printed codes, DEMO_MODE=1 for the demo's accounts and
// balances (seeded only then), the demo payment provider and the demo payout (devFeatures.ts: off unless set; NODE_ENV=production refuses to start with either on),
// TRUST_PROXY=<hop count or proxy addresses> behind a reverse proxy (http/trustProxy.ts), PREVIEW_SECRET (at least
// 32 bytes) for brand preview links (http/previewLink.ts), MANUAL_TRANSFER=1 for manual bank transfers that operators
// confirm in the studio (payments/manual.ts; in demo mode, in place of the demo's own that confirms itself).
async function main(): Promise<void> {
  // Refused settings fail here, before the database opens.
  clockFromEnv(process.env);
  const features = devFeaturesFromEnv(process.env);
  const trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY);
  previewSecretFromEnv(process.env);
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const serveApp = process.env.SERVE_APP !== '0';
  const dbOpts = dbOptionsFromEnv();
  const db = await createDb(dbOpts);
  // The clock starts here, just before seeding: with CLOCK_START, seeded dates are exactly that instant.
  const now = clockFromEnv(process.env);
  // The demo's accounts (published passwords, balances) only in demo mode; production never runs on a database
  // that holds them.
  const demoSteps = process.env.NODE_ENV === 'production' ? await seededDemoSteps(db) : [];
  if (demoSteps.length > 0) {
    await db.close();
    throw new FeatureConfigError(
      `This database holds the demo's accounts and balances (seed steps ${demoSteps.join(', ')}): refusing to start with NODE_ENV=production. Start on a database seeded without DEMO_MODE=1.`,
    );
  }
  const seeded = await runSeed(db, { now: now(), demo: features.demoMode });
  const brands = await seedBrands(db, now());
  if (seeded.length + brands.length > 0)
    console.log(`Seeded: ${[...seeded, ...brands.map((id) => `brand ${id} (revision 1 from screens/${id}/)`)].join(', ')}`);
  const app = await buildApp({
    db,
    serveApp,
    now,
    devTools: features.devOutbox,
    demoMode: features.demoMode,
    paymentProviders: providersFromEnv(process.env),
    printSms: features.devOutbox,
    ...(trustProxy === false ? {} : { trustProxy }),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port, host });
  const stopLottery = startLotterySweep(db, now, (err) => app.log.warn({ err }, 'lottery draw sweep failed; the next sweep or request tries again'));
  const storage = dbOpts.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dbOpts.dataDir}`;
  console.log(`Listening on http://localhost:${port} (${serveApp ? 'app + API' : 'API only'}; storage: ${storage})`);
  if (features.demoMode) console.log(demoOperatorNotice());
  const stop = async () => {
    stopLottery();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  const refused =
    err instanceof ClockConfigError || err instanceof FeatureConfigError || err instanceof TrustProxyConfigError || err instanceof PreviewSecretConfigError;
  console.error(refused ? err.message : err);
  process.exit(1);
});

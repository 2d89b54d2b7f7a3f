import { buildApp } from './app.ts';
import { createDb, dbOptionsFromEnv } from './db/index.ts';
import { runSeed } from './seed/index.ts';

// Entry point: `tsx server/src/main.ts`. PORT (default 8080), SERVE_APP=0 for the API alone, DATA_DIR or DATABASE_URL.
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const serveApp = process.env.SERVE_APP !== '0';
  const dbOpts = dbOptionsFromEnv();
  const db = await createDb(dbOpts);
  const seeded = await runSeed(db);
  if (seeded.length > 0) console.log(`Seeded: ${seeded.join(', ')}`);
  const app = await buildApp({
    db,
    serveApp,
    printSms: true,
    trustProxy: process.env.TRUST_PROXY === '1',
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port, host });
  const storage = dbOpts.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dbOpts.dataDir}`;
  console.log(`Listening on http://localhost:${port} (${serveApp ? 'app + API' : 'API only'}; storage: ${storage})`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

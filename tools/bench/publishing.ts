/**
 * Live publishing figures (`npm run bench`, or alone: `npx tsx tools/bench/publishing.ts`): how fast a publish
 * reaches a player's next load, on the instance that published and on a second instance of the same PostgreSQL
 * database (TEST_DATABASE_URL or BENCH_DATABASE_URL; without one, the second figure is skipped), and the brand
 * document's latency from the cache at 50 concurrent clients. Budgets: visible within 1 s on one instance and 2 s
 * on a second; /brands/current.json p95 <= 5 ms.
 */
import { request } from 'undici';
import { BRAND_DOCUMENT_PATH } from '../../src/core/brand/brandDocumentPath.ts';
import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { createOperatorClient, type OperatorClient } from '../operator/client.ts';
import { adminQuery, onDatabase } from '../test/postgres.ts';
import { measure, type LatencyStats } from './apiLoad.ts';
import { startApi, type RunningApi } from './apiServer.ts';

const HOST = 'royal.localhost';
const PUBLISHES = 5;
const BUDGET = { sameInstanceMs: 1000, otherInstanceMs: 2000, documentP95Ms: 5 };

export interface PublishingBench {
  /** First loads: the whole document (brotli, ~23 KB for royal). */
  document: LatencyStats & { withinBudget: boolean };
  /** A page's later loads and the running app's checks: If-None-Match with the revision's ETag, answered 304. */
  revalidation: LatencyStats & { withinBudget: boolean };
  /** ms from the publish call's answer to the first load that shows it, per publish. */
  sameInstanceMs: number[];
  otherInstanceMs: number[] | null;
  budget: typeof BUDGET;
}

/** The Tagalog login label the brand document of `baseUrl` serves royal with. */
async function servedLabel(baseUrl: string): Promise<string> {
  // undici's request: fetch() does not let a caller name the Host, which picks the brand.
  const res = await request(`${baseUrl}${BRAND_DOCUMENT_PATH}`, { headers: { host: HOST } });
  return ((await res.body.json()) as { locales: { TY?: { login?: string } } }).locales.TY?.login ?? '';
}

/** Polls each base URL until it serves `label`; ms after `from` for each (a failed wait counts as Infinity). */
async function visibleAfter(urls: string[], label: string, from: number): Promise<number[]> {
  return Promise.all(
    urls.map(async (url) => {
      while (performance.now() - from < 10_000) {
        if ((await servedLabel(url)) === label) return Math.round(performance.now() - from);
        await new Promise((r) => setTimeout(r, 5));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
}

async function publishLabel(op: OperatorClient, label: string): Promise<number> {
  const current = await op.call('brandRevision', { brand: 'royal' });
  const saved = await op.call('brandSave', {
    brand: 'royal',
    parent: current.revision.number,
    message: `bench: ${label}`,
    files: { ...current.files, 'locales/ty.json': JSON.stringify({ login: label }) },
  });
  await op.call('brandPublish', { brand: 'royal', revision: saved.revision.number });
  return performance.now();
}

export async function runPublishingBench(root = process.cwd()): Promise<PublishingBench> {
  const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (pg) {
    await adminQuery(pg, 'DROP DATABASE IF EXISTS bench_publishing WITH (FORCE)');
    await adminQuery(pg, 'CREATE DATABASE bench_publishing');
    databaseUrl = onDatabase(pg, 'bench_publishing');
  }
  const servers: RunningApi[] = [];
  try {
    servers.push(await startApi(root, { serveApp: true, databaseUrl }));
    if (databaseUrl) servers.push(await startApi(root, { serveApp: true, databaseUrl }));
    const [a, b] = servers;
    const headers = { host: HOST, 'accept-encoding': 'br' };
    await measure(a.baseUrl, headers, () => BRAND_DOCUMENT_PATH, 2000, 50);
    const document = await measure(a.baseUrl, headers, () => BRAND_DOCUMENT_PATH, 5000, 50);
    const etag = String((await request(`${a.baseUrl}${BRAND_DOCUMENT_PATH}`, { headers })).headers.etag);
    const conditional = { ...headers, 'if-none-match': etag };
    await measure(a.baseUrl, conditional, () => BRAND_DOCUMENT_PATH, 2000, 50, 304);
    const revalidation = await measure(a.baseUrl, conditional, () => BRAND_DOCUMENT_PATH, 5000, 50, 304);
    const op = createOperatorClient(a.baseUrl);
    await op.login(DEMO_OPERATOR);
    const same: number[] = [];
    const other: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const label = `Pumasok ${i}`;
      const published = await publishLabel(op, label);
      const [onA, onB] = await visibleAfter(b ? [a.baseUrl, b.baseUrl] : [a.baseUrl], label, published);
      same.push(onA);
      if (onB !== undefined) other.push(onB);
    }
    const within = (x: LatencyStats) => ({ ...x, withinBudget: x.p95Ms <= BUDGET.documentP95Ms });
    return { document: within(document), revalidation: within(revalidation), sameInstanceMs: same, otherInstanceMs: b ? other : null, budget: BUDGET };
  } finally {
    for (const s of servers) await s.stop();
    if (pg) await adminQuery(pg, 'DROP DATABASE IF EXISTS bench_publishing WITH (FORCE)').catch(() => undefined);
  }
}

export function printPublishingBench(r: PublishingBench): void {
  const worst = (xs: number[]) => Math.max(...xs);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  console.log(`\nLive publishing (royal, ${PUBLISHES} publishes; ms from the publish answer to the first load that shows it)`);
  console.log(
    `same instance      ${r.sameInstanceMs.join(', ')} ms; worst ${worst(r.sameInstanceMs)} (budget ${r.budget.sameInstanceMs})  ${verdict(worst(r.sameInstanceMs) <= r.budget.sameInstanceMs)}`,
  );
  if (r.otherInstanceMs) {
    console.log(
      `second instance    ${r.otherInstanceMs.join(', ')} ms; worst ${worst(r.otherInstanceMs)} (budget ${r.budget.otherInstanceMs})  ${verdict(worst(r.otherInstanceMs) <= r.budget.otherInstanceMs)}`,
    );
  } else console.log('second instance    skipped: needs PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL)');
  for (const [what, d] of [
    ['whole (brotli)', r.document],
    ['revalidated, 304', r.revalidation],
  ] as const) {
    console.log(
      `${BRAND_DOCUMENT_PATH} ${what} at ${d.concurrency} clients: p50 ${d.p50Ms} ms, p95 ${d.p95Ms} ms, p99 ${d.p99Ms} ms, ${d.rps} req/s, ${d.errors} errors (budget p95 ${r.budget.documentP95Ms})  ${verdict(d.withinBudget)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runPublishingBench()
    .then(printPublishingBench)
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}

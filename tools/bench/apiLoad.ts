/**
 * A closed-loop load generator: N concurrent clients over keep-alive connections, a fixed number of requests.
 * It uses undici's Pool (llhttp, Node's own fetch engine): node:http's client costs about as much CPU per request
 * as the server, and on a 2-core machine its own event-loop queueing showed up as server latency.
 */
import { Pool } from 'undici';

export interface LatencyStats {
  requests: number;
  concurrency: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  rps: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** Runs `total` GETs from `concurrency` clients; `pathFor(i)` picks each request's path; another status is an error. */
export async function measure(
  baseUrl: string,
  headers: Record<string, string>,
  pathFor: (i: number) => string,
  total: number,
  concurrency: number,
  expectStatus = 200,
): Promise<LatencyStats> {
  const pool = new Pool(baseUrl, { connections: concurrency, pipelining: 1 });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const one = async (path: string): Promise<void> => {
    const start = performance.now();
    try {
      const res = await pool.request({ path, method: 'GET', headers });
      await res.body.dump();
      times.push(performance.now() - start);
      if (res.statusCode !== expectStatus) errors++;
    } catch {
      errors++;
    }
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await one(pathFor(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    concurrency,
    errors,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    meanMs: round(sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length)),
    rps: Math.round(times.length / seconds),
  };
}

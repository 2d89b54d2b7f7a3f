/** A closed-loop load generator: N concurrent clients over keep-alive connections, a fixed number of requests. */
import { Agent, request } from 'node:http';

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

/** Runs `total` GETs from `concurrency` clients; `pathFor(i)` picks each request's path. */
export async function measure(
  baseUrl: string,
  headers: Record<string, string>,
  pathFor: (i: number) => string,
  total: number,
  concurrency: number,
): Promise<LatencyStats> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const one = (path: string): Promise<void> =>
    new Promise((resolve) => {
      const start = process.hrtime.bigint();
      const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          if (res.statusCode !== 200) errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await one(pathFor(next++));
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
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

/** Shared helpers of the hardening suites (issue 19). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TSX = join(process.cwd(), 'node_modules/.bin/tsx');
/** The ReDoS input of the issue: it froze the old e-mail rule under `new RegExp`. */
export const EVIL = `${'a'.repeat(45)}!`;

/** Runs fn with these environment variables (undefined deletes one), then puts the old values back. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const old = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const set = (k: string, v: string | undefined) => (v === undefined ? delete process.env[k] : (process.env[k] = v));
  for (const [k, v] of Object.entries(vars)) set(k, v);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(old)) set(k, v);
  }
}

/** The server started as `npm start` would, with these variables: its exit status and output (no database opens). */
export function startServer(env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'hardening-'));
  try {
    const r = spawnSync(TSX, ['server/src/main.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        DEV_OUTBOX: '',
        DEMO_MODE: '',
        TRUST_PROXY: '',
        CLOCK_START: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SERVE_APP: '0',
        ...env,
      },
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr.trim() };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The fastest of three runs in ms: a shared CI machine may pause any single run; a backtracking blow-up is slow every time. */
export function bestOfThree(run: () => unknown): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
  return Math.min(...times);
}

let ipN = 0;
/** A fresh client address per call (the suites' apps trust one proxy hop), so per-address limits do not interfere. */
export const fresh = (): Record<string, string> => ({ 'x-forwarded-for': `10.19.${Math.floor(++ipN / 250)}.${ipN % 250}` });

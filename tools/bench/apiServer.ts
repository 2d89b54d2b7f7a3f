/**
 * Starts the server for a benchmark as a child process (so the load generator or browser does not share its
 * event loop) on a free loopback port with its own PGlite data folder, and waits until it answers. The API alone
 * by default; with `serveApp` the built app too, as `npm start` runs it.
 */
import { apiCalls } from '../../src/generated/api/calls.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningApi {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}).`);
    try {
      const res = await fetch(`${baseUrl}${apiCalls.gameVendors.path}`, { headers: { Merchant: 'LUCKY88' } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The API did not start in time.');
}

export async function startApi(
  root: string,
  options: { serveApp?: boolean /** A PostgreSQL database to share (else PGlite of its own). */; databaseUrl?: string } = {},
): Promise<RunningApi> {
  if (options.serveApp && !existsSync(join(root, 'dist', 'index.html'))) throw new Error('No build found: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_APP: options.serveApp ? '1' : '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  };
  // As `npm start` runs it: the demo accounts the bench signs in with and the deposit page's (demo) payment channels.
  env.DEMO_MODE = '1';
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(baseUrl, child, 180_000);
  } catch (err) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

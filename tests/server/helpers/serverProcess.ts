/**
 * The server started as a process (`tsx server/src/main.ts`) on its own PGlite directory, for tests of what
 * main.ts wires (seeding, refused settings): the API client the app uses, pointed at it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '../../../src/api/client.ts';

export const TSX = join(process.cwd(), 'node_modules/.bin/tsx');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** What the server printed on stdout so far. */
  output(): string;
  /** The app's API client for a merchant, with a session token or none. */
  api(token?: string | null, merchantCode?: string): ApiClient;
  /** Stops the server (SIGTERM, then waits for the exit); keepData leaves the directory for a next start. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** Starts the server with these variables (SERVE_APP=0, a fresh DATA_DIR unless given) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'server-process-'))): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(TSX, ['server/src/main.ts'], {
    env: {
      ...process.env,
      DEV_OUTBOX: '',
      DEMO_MODE: '',
      TRUST_PROXY: '',
      CLOCK_START: '',
      PREVIEW_SECRET: '',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_APP: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (err += b.toString()));
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (out.includes('Listening')) {
        clearInterval(poll);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`server exited (${code}): ${out}${err}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    dataDir,
    output: () => out,
    api: (token = null, merchantCode = 'LUCKY88') =>
      createApiClient({ baseUrl, merchantCode, getToken: () => token, getLanguage: () => 'EN', encryption: 'oaep-gcm', isOffline: () => false }),
    async stop(opts = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

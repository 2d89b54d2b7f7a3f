import { spawn, type ChildProcess } from 'node:child_process';
import { viteArgs } from './brands/devAddresses.ts';

/**
 * `npm run dev`: the reference API alone on API_PORT (default 8081) and Vite on PORT (default 5173) with the API
 * proxied, so the app hot-reloads and brand documents are re-linted on every load. `npm run dev -- --host` has
 * Vite listen on the network too (a phone on the same Wi-Fi); the API stays on this machine, reached through Vite.
 *
 * The operator studio runs as a third process, its own Vite (vite.studio.config.ts) on STUDIO_PORT (default 5174),
 * which the player's Vite proxies /studio to: open http://localhost:5173/studio/ (sign-in at /studio/signin.html),
 * so the studio and the player app it previews share one origin. Under dev every studio page is served to anyone
 * (Vite does not gate it); the operator calls still need the session.
 */
let args: string[];
try {
  args = viteArgs(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
}
const apiPort = process.env.API_PORT ?? '8081';
const studioPort = process.env.STUDIO_PORT ?? '5174';
const children: ChildProcess[] = [];
const start = (cmd: string, args: string[], env: NodeJS.ProcessEnv): void => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};
start('npx', ['tsx', 'server/src/main.ts'], { PORT: apiPort, SERVE_APP: '0', DEMO_MODE: '1', DEV_OUTBOX: '1' });
start('npx', ['vite', ...args], { API_PORT: apiPort, STUDIO_PORT: studioPort });
start('npx', ['vite', '--config', 'vite.studio.config.ts', '--logLevel', 'warn'], { API_PORT: apiPort, STUDIO_PORT: studioPort });
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    for (const c of children) c.kill('SIGTERM');
  });
}

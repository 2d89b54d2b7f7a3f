import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The operator studio's own build (`npm run build` runs it after the player's): two pages, the studio
 * (studio/index.html -> src/studio/main.tsx) and its sign-in page (studio/signin.html -> src/studio/signin/main.tsx),
 * served by the platform under /studio (server/src/http/studioApp.ts: the sign-in page's files to anyone, the rest
 * only to a signed-in operator, by this build's manifest). Nothing here reaches the player's build, its preloads or
 * its service worker's precache (dist/): its own output folder, no PWA plugin.
 *
 * Under `npm run dev` it runs as a second Vite server (STUDIO_PORT, default 5174) that the player's dev server
 * proxies /studio to, so the studio and the preview it frames share one origin (tools/dev.ts).
 */
const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;

/**
 * The pages name their entries relative to studio/ (`../src/studio/...`), which the build resolves as files; a
 * browser would resolve them to /src/... outside /studio/, so under dev they are rewritten to the dev server's
 * /studio/@fs/ address of the same file.
 */
const devEntries = (): Plugin => ({
  name: 'studio-dev-entries',
  apply: 'serve',
  transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll('src="../src/', `src="/@fs${resolve('src')}/`) },
});

export default defineConfig({
  root: resolve('studio'),
  base: '/studio/',
  publicDir: false,
  // Its own pre-bundled dependencies: the player's dev server writes node_modules/.vite at the same time.
  cacheDir: resolve('node_modules/.vite-studio'),
  plugins: [react(), devEntries()],
  build: {
    outDir: resolve('dist-studio'),
    emptyOutDir: true,
    // Maps for error reporting, never served (studioApp.ts); the manifest tells the server the sign-in page's files.
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      input: { index: resolve('studio/index.html'), signin: resolve('studio/signin.html') },
    },
  },
  server: {
    port: Number(process.env.STUDIO_PORT ?? 5174),
    strictPort: true,
    // Opened directly (not through the player's dev server) the studio still reaches the API.
    proxy: { '/ops': api, '/wps': api, '/lgw': api, '/media': api },
    host: '127.0.0.1',
    fs: { allow: [resolve('.')] },
  },
});

import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { brandsPlugin } from './tools/brands/vitePlugin.ts';

const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), brandsPlugin(join(process.cwd(), 'screens'))],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Keeps per-route chunks honest: `npm run bench` reports them.
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/wps': api, '/lgw': api, '/media': api, '/demo-game': api },
  },
});

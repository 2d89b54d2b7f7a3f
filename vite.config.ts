import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  commonWidgetTypes,
  isCommonWidgetModule,
  landingChunkNamer,
  landingPreloadPlugin,
  landingWidgetTypes,
  readBundles,
  WIDELY_USED_SHARE,
} from './tools/brands/landingChunk.ts';
import { brandsPlugin } from './tools/brands/vitePlugin.ts';
import { chunkModulesPlugin } from './tools/bench/chunkModulesPlugin.ts';
import { compileHintsPlugin } from './tools/build/compileHints.ts';
import { shellEntryTransform } from './tools/pwa/precache.ts';
import { appManifestPlugin } from './tools/pwa/vitePlugin.ts';

const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;
/** The studio's own dev server (tools/dev.ts starts it): proxied under /studio, so it shares this origin. */
const studioDev = `http://127.0.0.1:${Number(process.env.STUDIO_PORT ?? 5174)}`;

const screensDir = join(process.cwd(), 'screens');
const bundles = readBundles(screensDir);
const commonTypes = commonWidgetTypes(bundles, undefined, true);
const widelyUsedTypes = commonWidgetTypes(bundles, WIDELY_USED_SHARE);
const landingTypes = new Set([...landingWidgetTypes(bundles)].filter((t) => !widelyUsedTypes.has(t)));

export default defineConfig({
  plugins: [
    react(),
    brandsPlugin(screensDir),
    appManifestPlugin(screensDir),
    landingPreloadPlugin(),
    chunkModulesPlugin(),
    // The first screen's shared chunks are compiled while they stream in, off the main thread.
    compileHintsPlugin(['start', 'landing', 'landing-shared', 'landing-home', 'ui-kit']),
    // The service worker (src/sw/sw.ts), built by Workbox's injectManifest: the precache list is every built script and
    // stylesheet (the same files for every brand) plus the shell page; never dist/brands/ (each brand's private
    // documents, manifest and icons) nor source maps. The app registers it itself (src/app/pwa/), after the first
    // screen, and makes no manifest through the plugin (tools/pwa/ writes one per brand).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css}', 'index.html'],
        globIgnores: ['brands/**', '**/*.map', '.vite/**'],
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [shellEntryTransform(screensDir)],
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    // Maps for error reporting, not referenced from the files and never served (server: isPrivateFile).
    sourcemap: 'hidden',
    manifest: true,
    // Keeps per-route chunks honest: `npm run bench` reports them.
    chunkSizeWarningLimit: 300,
    // Every browser the app supports has <link rel=modulepreload>; the polyfill only cost start-up time.
    // Vite's run-time helper adds a <link> per dependency of each import(), skipping files the page already links
    // (index.html's preloads: landingPreloadPlugin).
    modulePreload: { polyfill: false },
    // One stylesheet (~8 KB compressed) instead of one per widget: on a slow phone network each extra file on the
    // first screen's path costs a round trip, which is far more than the bytes of styles a screen does not use.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, the store, i18n, ...): every page needs
            // all of it first. Left alone, the bundler splits it by which lazy chunks share each part, into ~8
            // files; on a slow phone network (at most 6 connections to our HTTP/1.1 origin) that was two rounds
            // of requests before the first API call. One file adds no bytes to any page.
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The widgets most screens draw (commonWidgetTypes) go in the same first file.
            { name: 'start', test: isCommonWidgetModule(commonTypes), priority: 2 },
            // The basics most content widgets draw (a skeleton while loading, the empty state, an amount: 35, 25 and 23
            // widgets; the image origin: every widget showing a platform picture), one small file: in the landing group
            // they made a list screen (and the login's banner) download the landing's game tiles, in ui-kit the landing
            // screen download every form part.
            {
              name: 'basics',
              test: /[\\/]src[\\/](?:ui[\\/](?:EmptyState\.tsx|Skeleton\.tsx|emptyState\.css|skeleton\.css)|core[\\/]formatNumber\.ts|domain[\\/]content[\\/]useImageOrigin\.ts)$/,
              priority: 2,
            },
            { name: landingChunkNamer(landingTypes), debugName: 'landing', priority: 1 },
            // The other building blocks of src/ui (card, field, list, tabs, skeleton...), a few hundred bytes each:
            // a form or member screen drew on a dozen of them as a dozen files, three rounds of requests on a slow
            // phone network before its first render. The two that bring a library with them stay apart, and so do the
            // dialog (one file of its own: few screens draw one at once, the rest open one later or never) and the
            // toast (with the bars' dialogs, loaded after the first screen). Each stylesheet goes with its component:
            // one left in another group made that group's file a dependency of the component's.
            { name: 'dialog', test: /[\\/]src[\\/]ui[\\/](?:Dialog\.tsx|useModalFocus\.ts|dialog\.css)$/, priority: 0 },
            {
              name: 'ui-kit',
              test: /[\\/]src[\\/]ui[\\/](?!QrCode|qrCode|SafeHtml|safeHtml|LazySafeHtml|Dialog|dialog|useModalFocus|Toast\.|toast)[^\\/]+$/,
              priority: 0,
            },
          ],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  // The brand-document check runs in a module worker (src/app/bundleCheck.worker.ts).
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/wps': api, '/lgw': api, '/media': api, '/demo-game': api, '/ops': api, '/studio': { target: studioDev, ws: true } },
  },
});

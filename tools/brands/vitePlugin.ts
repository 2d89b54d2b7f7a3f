import { join } from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_DOCUMENT_PATH } from '../../src/core/brand/brandDocumentPath.ts';
import { brandAddressLines } from './devAddresses.ts';
import { devBrandOf } from './devBrand.ts';
import { type DevLint, reloadOnDocumentChange } from './devReload.ts';
import { buildBundle, listBrands, readHosts } from './loadDocuments.ts';

interface LintApi {
  lintConfig(dir: string): Promise<{ severity: string }[]>;
  lintBrandForDev(dir: string, brandId: string): Promise<{ severity: string }[]>;
  formatFinding(f: { severity: string }): string;
}

/**
 * Brand documents in development and at build time. A built app ships no brand: the platform serves each brand's
 * published revision (server/src/brands/, seeded from screens/<brand>/ on first start), so an operator's change
 * needs no build. The build still refuses documents that fail `npm run lint:config` (they are the seeds). In
 * development BRAND_DOCUMENT_PATH answers
 * with the brand of the Host header (or `?brand=`) and every language's strings, and the same linter as
 * `npm run lint:config` runs on each request, its findings reaching the app's error page; an edit under screens/
 * reloads open pages once what they would be served changed (devReload.ts), so a fixed document replaces the
 * error page by itself.
 */
export function brandsPlugin(screensDir: string): Plugin {
  let isBuild = false;
  return {
    name: 'brand-documents',
    configureServer(server) {
      server.watcher.add(screensDir);
      reloadOnDocumentChange(server, screensDir, async () => (await server.ssrLoadModule(join(process.cwd(), 'tools/lint/index.ts'))) as unknown as DevLint);
      // After Vite's own Local/Network lines: where each brand opens, here and from a phone (`--host`).
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          if (server.resolvedUrls)
            server.config.logger.info(['  Brands:', ...brandAddressLines(server.resolvedUrls, readHosts(screensDir), listBrands(screensDir))].join('\n'));
        }, 0);
      });
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        if (url.pathname !== BRAND_DOCUMENT_PATH) return next();
        res.setHeader('Content-Type', 'application/json');
        try {
          // Development only: `?brand=` picks any brand; otherwise the Host header, as the production server does.
          const brandId = devBrandOf(req, screensDir);
          const lint = (await server.ssrLoadModule(join(process.cwd(), 'tools/lint/index.ts'))) as unknown as LintApi;
          const errors = (await lint.lintBrandForDev(screensDir, brandId)).filter((f) => f.severity === 'error');
          if (errors.length) {
            res.end(JSON.stringify({ lintErrors: errors.map((f) => lint.formatFinding(f)) }));
            return;
          }
          res.end(JSON.stringify(buildBundle(screensDir, brandId)));
        } catch (err) {
          res.end(JSON.stringify({ lintErrors: [String(err instanceof Error ? err.message : err)] }));
        }
      });
    },
    // The brand's document starts downloading with the HTML, before the JS has run (the same address for every
    // brand: the server answers it for the page's host).
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'preload', href: BRAND_DOCUMENT_PATH, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }];
    },
    // A production build never ships documents that fail `npm run lint:config`.
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      const lint = (await import('../lint/index.ts')) as unknown as LintApi;
      const errors = (await lint.lintConfig(screensDir)).filter((f) => f.severity === 'error');
      if (errors.length) this.error(`brand documents have errors (npm run lint:config):\n${errors.map((f) => lint.formatFinding(f)).join('\n')}`);
    },
  };
}

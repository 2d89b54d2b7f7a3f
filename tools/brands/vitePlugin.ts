import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildBundle, listBrands, readHosts } from './loadDocuments.ts';

interface LintApi {
  lintConfig(dir: string): Promise<{ severity: string }[]>;
  lintBrandForDev(dir: string, brandId: string): Promise<{ severity: string }[]>;
  formatFinding(f: { severity: string }): string;
}

/**
 * Serves and emits the composed brand documents: /brands/<id>.json and /brands/hosts.json. The bundles are data,
 * not code, so an operator's change needs no rebuild of the JS. In development the same linter as
 * `npm run lint:config` runs on each request, and its findings reach the app's error page.
 */
export function brandsPlugin(screensDir: string): Plugin {
  let isBuild = false;
  return {
    name: 'brand-documents',
    configureServer(server) {
      server.watcher.add(screensDir);
      server.middlewares.use(async (req, res, next) => {
        const m = /^\/brands\/([a-z0-9-]+)\.json(\?.*)?$/.exec(req.url ?? '');
        if (!m) return next();
        res.setHeader('Content-Type', 'application/json');
        try {
          if (m[1] === 'hosts') {
            res.end(JSON.stringify(readHosts(screensDir)));
            return;
          }
          const lint = (await server.ssrLoadModule(join(process.cwd(), 'tools/lint/index.ts'))) as unknown as LintApi;
          const errors = (await lint.lintBrandForDev(screensDir, m[1])).filter((f) => f.severity === 'error');
          if (errors.length) {
            res.end(JSON.stringify({ lintErrors: errors.map((f) => lint.formatFinding(f)) }));
            return;
          }
          res.end(JSON.stringify(buildBundle(screensDir, m[1])));
        } catch (err) {
          res.end(JSON.stringify({ lintErrors: [String(err instanceof Error ? err.message : err)] }));
        }
      });
    },
    // The default brand's document starts downloading with the HTML, before the JS has run.
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'preload', href: `/brands/${readHosts(screensDir).default}.json`, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }];
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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'brands/hosts.json', source: JSON.stringify(readHosts(screensDir)) });
      for (const id of listBrands(screensDir)) {
        this.emitFile({ type: 'asset', fileName: `brands/${id}.json`, source: JSON.stringify(buildBundle(screensDir, id)) });
      }
    },
  };
}

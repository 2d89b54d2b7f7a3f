import { createHash } from 'node:crypto';
import type { ViteDevServer } from 'vite';
import { buildBundle, listBrands } from './loadDocuments.ts';

/**
 * The dev server's answer to an edit under screens/: a page open on it (the app, or its "Brand configuration
 * error" page) reloads itself once what it would be served changed, so a fixed document shows at once, without
 * pressing Retry. The reload goes over Vite's own HMR socket (its client is a module script the app already
 * loads), so no inline script is involved and the app's strict CSP holds.
 */
export interface DocumentsState {
  /** Every brand composes and its lint finds no error. */
  ok: boolean;
  /** What the pages would be served, per brand: the lint errors, or the composed bundle's hash. */
  signature: string;
}

/** The lint functions the dev server loads through Vite (tools/lint/index.ts). */
export interface DevLint {
  lintBrandForDev(dir: string, brandId: string): Promise<{ severity: string }[]>;
  formatFinding(f: { severity: string }): string;
}

/** The state of every brand's documents: the lint's errors where there are any, else the composed bundle. */
export async function documentsState(screensDir: string, lint: DevLint): Promise<DocumentsState> {
  let ok = true;
  const parts: string[] = [];
  for (const brand of listBrands(screensDir)) {
    try {
      const errors = (await lint.lintBrandForDev(screensDir, brand)).filter((f) => f.severity === 'error');
      if (errors.length) {
        ok = false;
        parts.push(`${brand}: errors ${errors.map((f) => lint.formatFinding(f)).join('\n')}`);
      } else
        parts.push(
          `${brand}: ${createHash('sha256')
            .update(JSON.stringify(buildBundle(screensDir, brand)))
            .digest('hex')}`,
        );
    } catch (err) {
      ok = false;
      parts.push(`${brand}: failed ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { ok, signature: parts.join('\n') };
}

/**
 * Whether open pages reload: whenever what they would be served changed (documents fixed: the app instead of the
 * error page; a clean edit: the preview shows it; new errors: the error page lists them). Not when an edit left
 * everything as it was (a file saved unchanged), and always when there is nothing to compare with yet.
 */
export function shouldReload(previous: DocumentsState | undefined, next: DocumentsState): boolean {
  return previous === undefined || previous.signature !== next.signature;
}

/** How long edits must pause before the documents are checked (an editor saving several files). */
const DEBOUNCE_MS = 150;

/** Watches screens/ and sends Vite's full reload when shouldReload says so; one check at a time. */
export function reloadOnDocumentChange(server: ViteDevServer, screensDir: string, loadLint: () => Promise<DevLint>): void {
  let previous: DocumentsState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const check = async (): Promise<void> => {
    const next = await documentsState(screensDir, await loadLint());
    if (shouldReload(previous, next)) {
      server.config.logger.info(`brand documents changed (${next.ok ? 'they compose and lint clean' : 'with errors: see the page'}): reloading open pages`, {
        timestamp: true,
      });
      server.ws.send({ type: 'full-reload', path: '*' });
    }
    previous = next;
  };
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = check()
      .catch((err: unknown) => server.config.logger.error(`brand documents: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  server.watcher.on('all', (_event, file) => {
    if (!file.startsWith(screensDir) || !file.endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  });
}

import type { LintContext } from '../context.ts';
import type { Workspace } from '../workspace.ts';

const READ = [/^brand\.json$/, /^screens\/[^/]+\.json$/, /^locales\/[^/]+\.json$/];

/** Files and folders the app never reads (a misplaced or misnamed document silently does nothing). */
export function checkLayout(ctx: LintContext, ws: Workspace): void {
  for (const folder of [ws.base, ...ws.brands.values()]) {
    for (const [rel, f] of folder?.files ?? []) {
      if (READ.some((r) => r.test(rel))) continue;
      ctx.reporter.add(f, [], {
        severity: 'warning',
        rule: 'unused-file',
        message: `the app does not read ${folder?.name}/${rel}`,
        expected: 'brand.json, screens/<name>.json or locales/<lang>.json',
        found: `"${rel}"`,
      });
    }
  }
  for (const stray of ws.strays) {
    for (const f of stray.files.values()) {
      ctx.reporter.add(f, [], {
        severity: 'warning',
        rule: 'not-a-brand',
        message: `folder ${stray.name}/ has no brand.json, so it is not a brand and the app ignores it`,
        expected: `screens/${stray.name}/brand.json`,
        found: 'no brand.json',
      });
    }
  }
  for (const f of ws.looseFiles) {
    ctx.reporter.add(f, [], {
      severity: 'warning',
      rule: 'unused-file',
      message: `the app does not read ${f.rel}; documents belong in _base/ or a brand folder`,
      expected: 'hosts.json or a file inside a brand folder',
      found: `"${f.rel}"`,
    });
  }
}

import type { ScreenChange } from './changes.ts';
import { type DocDiff, diffLine, showValue } from './docDiff.ts';
import type { Role } from './shots.ts';

/** One role's pictures of a changed screen (paths relative to the report). */
export interface RoleResult {
  role: Role;
  before?: string;
  after?: string;
  diff?: string;
  /** Pixels that differ (every pixel when the screen exists on one side only). */
  changedPixels: number;
  /** Why a picture is missing or odd (turned away by access rules...). */
  note?: string;
}

export interface ScreenResult extends ScreenChange {
  roles: RoleResult[];
}

/** Changed on screen: a screen added or removed, or one whose pictures differ for some role. */
const isVisible = (r: ScreenResult): boolean => r.kind !== 'changed' || r.roles.some((x) => x.changedPixels > 0);

/** How many places of the document difference the report lists per screen (the terminal: TEXT_DIFF_LINES). */
const HTML_DIFF_ROWS = 60;
const TEXT_DIFF_LINES = 4;
const QUIET_HEADING = 'Documents changed, pictures did not';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const label = (r: ScreenResult): string => `${r.brand} / ${r.screen}${r.kind === 'changed' ? '' : ` (${r.kind})`}`;

function picture(src: string | undefined, caption: string): string {
  return src
    ? `<figure data-side="${esc(caption)}"><div class="page"><a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(caption)}" width="260" loading="lazy"></a></div><figcaption>${esc(caption)}</figcaption></figure>`
    : `<figure class="none"><div>none</div><figcaption>${esc(caption)}</figcaption></figure>`;
}

/** The document difference as a table: pointer (and node id), before, after. */
function diffTable(diff: DocDiff[]): string {
  const rows = diff
    .slice(0, HTML_DIFF_ROWS)
    .map(
      (d) =>
        `<tr><td><code>${esc(d.pointer)}</code>${d.node ? `<br><small>${esc(d.node)}</small>` : ''}</td><td><code>${esc(showValue(d.before))}</code></td><td><code>${esc(showValue(d.after))}</code></td></tr>`,
    )
    .join('\n');
  const more = diff.length > HTML_DIFF_ROWS ? `<p>... and ${diff.length - HTML_DIFF_ROWS} more places.</p>` : '';
  return `<div class="doc-diff"><table><thead><tr><th>where</th><th>before</th><th>after</th></tr></thead><tbody>\n${rows}\n</tbody></table>${more}</div>`;
}

function row(r: ScreenResult): string {
  const roles = r.roles
    .map(
      (
        x,
      ) => `<div class="role" data-role="${x.role}" data-changed-pixels="${x.changedPixels}"><h3>${esc(x.role)}: ${x.changedPixels.toLocaleString('en-US')} changed pixels${x.note ? ` <small>${esc(x.note)}</small>` : ''}</h3>
<div class="trio">${picture(x.before, 'before')}${picture(x.after, 'after')}${picture(x.diff, 'diff')}</div></div>`,
    )
    .join('\n');
  return `<section class="screen" id="${esc(`${r.brand}-${r.screen}`)}" data-brand="${esc(r.brand)}" data-screen="${esc(r.screen)}"><h2>${esc(label(r))}</h2>
<p class="parts">What changed in its documents: ${esc(r.parts.join('; '))}</p>
<div class="beside">${diffTable(r.diff)}<div class="roles">${roles || '<p>No role can open this screen.</p>'}</div></div></section>`;
}

/** The page reviewers open: changed screens first, then those whose documents changed with no visible effect. */
export function reportHtml(results: ScreenResult[], title: string): string {
  const shown = results.filter(isVisible);
  const quiet = results.filter((r) => !isVisible(r));
  const group = (id: string, heading: string, list: ScreenResult[]) =>
    `<div class="group" id="${id}"><h1>${esc(heading)} (${list.length})</h1>\n${list.length ? list.map(row).join('\n') : '<p>None.</p>'}</div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; background: #f4f4f6; color: #111; }
.screen { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px 12px; margin: 12px 0; }
.screen h2 { font-size: 16px; margin: 4px 0; } .role h3 { font-size: 13px; margin: 8px 0 4px; font-weight: 600; }
.parts { color: #555; margin: 2px 0; } .trio { display: flex; gap: 8px; flex-wrap: wrap; }
figure { margin: 0; } figcaption { text-align: center; color: #555; } img { border: 1px solid #ccc; display: block; }
.none div { width: 260px; height: 563px; display: grid; place-items: center; border: 1px dashed #bbb; color: #999; }
.page { max-height: 80vh; overflow-y: auto; } .beside { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
.doc-diff { flex: 1 1 420px; max-width: 640px; } .doc-diff table { border-collapse: collapse; width: 100%; font-size: 12px; }
.doc-diff td, .doc-diff th { border: 1px solid #ddd; padding: 2px 4px; vertical-align: top; text-align: left; word-break: break-all; }
</style></head><body>
<p><strong>${esc(title)}</strong>: ${results.length} screens whose composed documents changed; ${shown.length} look different (the whole
scrolled page, each role), ${quiet.length} do not. Beside each screen's pictures, what changed in its documents: the place (JSON pointer
into the composed screen and the brand parts it draws), the value before and after. Diff: changed pixels in red over a faded "before".</p>
${group('changed', 'Changed on screen', shown)}
${group('unchanged', QUIET_HEADING, quiet)}
</body></html>
`;
}

/** The plain-text summary for the terminal: each changed screen on its own line. */
export function reportText(results: ScreenResult[], title: string, page: string): string {
  const line = (r: ScreenResult) =>
    [
      `  ${label(r)}: ${r.roles.map((x) => `${x.role} ${x.changedPixels} px${x.note ? ` (${x.note})` : ''}`).join(', ') || 'no role'} [${r.parts.join('; ')}]`,
      ...r.diff.slice(0, TEXT_DIFF_LINES).map((d) => `      ${diffLine(d)}`),
      ...(r.diff.length > TEXT_DIFF_LINES ? [`      ... and ${r.diff.length - TEXT_DIFF_LINES} more places (see the report)`] : []),
    ].join('\n');
  const shown = results.filter(isVisible);
  const quiet = results.filter((r) => !isVisible(r));
  return [
    `${title}: ${results.length} screens with changed documents, ${shown.length} changed on screen.`,
    ...(shown.length ? ['Changed on screen:', ...shown.map(line)] : []),
    ...(quiet.length ? [`${QUIET_HEADING} (check them in the app if the change matters there):`, ...quiet.map(line)] : []),
    `Report: ${page}`,
  ].join('\n');
}

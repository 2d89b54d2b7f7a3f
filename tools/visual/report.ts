import type { ScreenChange } from './changes.ts';
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

export const isVisible = (r: ScreenResult): boolean => r.kind !== 'changed' || r.roles.some((x) => x.changedPixels > 0);

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const label = (r: ScreenResult): string => `${r.brand} / ${r.screen}${r.kind === 'changed' ? '' : ` (${r.kind})`}`;

function picture(src: string | undefined, caption: string): string {
  return src
    ? `<figure data-side="${esc(caption)}"><a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(caption)}" width="260" height="563" loading="lazy"></a><figcaption>${esc(caption)}</figcaption></figure>`
    : `<figure class="none"><div>none</div><figcaption>${esc(caption)}</figcaption></figure>`;
}

function row(r: ScreenResult): string {
  const roles = r.roles
    .map(
      (x) => `<div class="role" data-role="${x.role}" data-changed-pixels="${x.changedPixels}"><h3>${esc(x.role)}: ${x.changedPixels.toLocaleString('en-US')} changed pixels${x.note ? ` <small>${esc(x.note)}</small>` : ''}</h3>
<div class="trio">${picture(x.before, 'before')}${picture(x.after, 'after')}${picture(x.diff, 'diff')}</div></div>`,
    )
    .join('\n');
  return `<section class="screen" id="${esc(`${r.brand}-${r.screen}`)}" data-brand="${esc(r.brand)}" data-screen="${esc(r.screen)}"><h2>${esc(label(r))}</h2>
<p class="parts">What changed in its documents: ${esc(r.parts.join('; '))}</p>
${roles || '<p>No role can open this screen.</p>'}</section>`;
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
</style></head><body>
<p><strong>${esc(title)}</strong>: ${results.length} screens whose composed documents changed; ${shown.length} look different in the first screen
(390x844), ${quiet.length} do not. Diff: changed pixels in red over a faded "before".</p>
${group('changed', 'Changed on screen', shown)}
${group('unchanged', 'Document changed, no visible change in the first screen', quiet)}
</body></html>
`;
}

/** The plain-text summary for the terminal: each changed screen on its own line. */
export function reportText(results: ScreenResult[], title: string, page: string): string {
  const line = (r: ScreenResult) =>
    `  ${label(r)}: ${r.roles.map((x) => `${x.role} ${x.changedPixels} px${x.note ? ` (${x.note})` : ''}`).join(', ') || 'no role'} [${r.parts.join('; ')}]`;
  const shown = results.filter(isVisible);
  const quiet = results.filter((r) => !isVisible(r));
  return [
    `${title}: ${results.length} screens with changed documents, ${shown.length} changed on screen.`,
    ...(shown.length ? ['Changed on screen:', ...shown.map(line)] : []),
    ...(quiet.length ? ['Document changed, no visible change in the first screen:', ...quiet.map(line)] : []),
    `Report: ${page}`,
  ].join('\n');
}

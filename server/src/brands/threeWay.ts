import jsonPatch from 'fast-json-patch';
import type { FileChange, ThreeWayDifference } from '../../../src/generated/api/shapes/threeWayDifference.ts';
import type { OverlayFiles } from './overlayFiles.ts';

export type { ThreeWayDifference };

const parse = (text: string | undefined): { ok: true; doc: unknown } | { ok: false } => {
  if (text === undefined) return { ok: true, doc: undefined };
  try {
    return { ok: true, doc: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Every change from `from` to `to`, file by file (a pointer-level difference of each JSON document). */
function fileChanges(from: OverlayFiles, to: OverlayFiles): FileChange[] {
  const out: FileChange[] = [];
  for (const file of [...new Set([...Object.keys(from), ...Object.keys(to)])].sort()) {
    if (from[file] === to[file]) continue;
    if (from[file] === undefined) out.push({ file, op: 'file-added', path: '' });
    else if (to[file] === undefined) out.push({ file, op: 'file-removed', path: '' });
    else {
      const a = parse(from[file]);
      const b = parse(to[file]);
      if (!a.ok || !b.ok || typeof a.doc !== 'object' || typeof b.doc !== 'object' || a.doc === null || b.doc === null) {
        out.push({ file, op: 'unreadable', path: '' });
        continue;
      }
      for (const op of jsonPatch.compare(a.doc, b.doc)) {
        if (op.op === 'add' || op.op === 'replace') out.push({ file, op: op.op, path: op.path, value: op.value });
        else if (op.op === 'remove') out.push({ file, op: 'remove', path: op.path });
      }
    }
  }
  return out;
}

/** Whether two pointers of one file touch: the same place, or one inside the other. */
const overlaps = (a: string, b: string): boolean => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`) || a === '' || b === '';

/**
 * The three-way difference a refused publish answers (409): the draft was edited from `base`, and since then
 * another revision was published. The operator sees what each side changed and where they collide, and saves a
 * new draft on the published revision (`brands pull`, redo the change, `brands push`).
 */
export function threeWay(
  base: { number: number | null; files: OverlayFiles },
  draft: OverlayFiles,
  published: { number: number | null; files: OverlayFiles },
): ThreeWayDifference {
  const mine = fileChanges(base.files, draft);
  const theirs = fileChanges(base.files, published.files);
  const conflicts: { file: string; path: string }[] = [];
  const seen = new Set<string>();
  for (const m of mine) {
    for (const t of theirs) {
      if (m.file !== t.file || !overlaps(m.path, t.path)) continue;
      const path = m.path.length <= t.path.length ? m.path : t.path;
      const key = `${m.file}\0${path}`;
      if (!seen.has(key)) conflicts.push({ file: m.file, path });
      seen.add(key);
    }
  }
  return { base: base.number, published: published.number, draft: mine, publishedChanges: theirs, conflicts };
}

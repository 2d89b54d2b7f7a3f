import { createHash } from 'node:crypto';
import type { DocumentSet } from '../../../src/core/brand/compose.ts';
import { ApiError } from '../http/envelope.ts';

/** A brand's overlay as stored and pushed: each file's path (as under screens/<brand>/) and its text. */
export type OverlayFiles = Record<string, string>;

/** The files an overlay may hold: the layout of screens/<brand>/, and nothing else. */
const OVERLAY_PATH = /^(brand\.json|screens\/[A-Za-z0-9_-]{1,64}\.json|locales\/[a-z]{2,5}\.json)$/;
/** Far above any brand's overlay (royal's is 16 KB), far below what would hurt the server. */
const MAX_OVERLAY_FILES = 200;
export const MAX_OVERLAY_BYTES = 2 * 1024 * 1024;

/**
 * The overlay's shape before any check reads it: known paths only, a brand.json, within the limits. A path
 * outside the layout would be ignored by the composition, so refusing it says so where an operator can act.
 */
export function checkOverlayShape(files: OverlayFiles): void {
  const paths = Object.keys(files);
  const bad = paths.filter((p) => !OVERLAY_PATH.test(p));
  if (bad.length) {
    throw new ApiError(
      400,
      'brand.files.path',
      `These files are not part of a brand's documents: ${bad.slice(0, 5).join(', ')}. A brand holds brand.json, screens/<name>.json and locales/<language>.json.`,
      { paths: bad },
    );
  }
  if (!Object.hasOwn(files, 'brand.json')) throw new ApiError(400, 'brand.files.brand', 'A brand revision needs its brand.json.');
  if (paths.length > MAX_OVERLAY_FILES)
    throw new ApiError(400, 'brand.files.count', `A brand revision holds at most ${MAX_OVERLAY_FILES} files (found ${paths.length}).`);
  const bytes = paths.reduce((n, p) => n + Buffer.byteLength(files[p], 'utf8'), 0);
  if (bytes > MAX_OVERLAY_BYTES)
    throw new ApiError(
      413,
      'brand.files.size',
      `A brand revision holds at most ${MAX_OVERLAY_BYTES / 1024 / 1024} MB of documents (found ${Math.ceil(bytes / 1024)} KB).`,
    );
}

/** The files in path order: the order every hash, comparison and listing uses. */
export function sortedFiles(files: OverlayFiles): OverlayFiles {
  return Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((p) => [p, files[p]]),
  );
}

/** sha256 over the files in path order: equal overlays hash equal, whoever saved them. */
export function overlayHash(files: OverlayFiles): string {
  const h = createHash('sha256');
  for (const [path, text] of Object.entries(sortedFiles(files))) h.update(`${path}\0${text}\0`);
  return h.digest('hex');
}

/** The parsed documents, as composeBrand takes them. Call after the checks (a file that does not parse throws). */
export function overlayDocuments(files: OverlayFiles): DocumentSet {
  const set: DocumentSet = new Map();
  for (const [path, text] of Object.entries(sortedFiles(files))) set.set(path, JSON.parse(text) as unknown);
  return set;
}

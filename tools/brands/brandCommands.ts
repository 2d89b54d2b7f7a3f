import { join, resolve } from 'node:path';
import type { OperatorCalls } from '../../src/generated/api/operatorCalls.ts';
import { formatFinding, type Finding } from '../lint/finding.ts';
import { OperatorCallError, type OperatorClient } from '../operator/client.ts';
import { pulledRevision, readOverlayFolder, recordRevision, writeOverlayFolder } from './overlayFolder.ts';

/** Where a command writes: lines for the terminal (stdout) and for problems (stderr). */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

type Meta = OperatorCalls['brandHistory']['response']['revisions'][number];
type Difference = { base: number | null; published: number | null; draft: Change[]; publishedChanges: Change[]; conflicts: { file: string; path: string }[] };
type Change = { file: string; op: string; path: string; value?: unknown };

const day = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);
const short = (v: unknown): string => {
  const s = JSON.stringify(v) ?? '';
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};
const changeLine = (c: Change): string => `    ${c.file}${c.path ? ` ${c.path}` : ''}: ${c.op}${c.value === undefined ? '' : ` ${short(c.value)}`}`;

/**
 * A refusal as an operator reads it: lint findings as `lint:config` prints them (file:line:col severity pointer
 * message), the three-way difference of a stale draft, or the server's message. Answers the exit code (1).
 */
export function printRefusal(o: Output, err: unknown, local?: { brand: string; dir: string }): number {
  if (!(err instanceof OperatorCallError)) throw err;
  // The server names files as under screens/<brand>/; a push from another folder reads its own paths.
  const where = (file: string): string =>
    local && file.startsWith(`screens/${local.brand}/`) ? join(local.dir, file.slice(`screens/${local.brand}/`.length)) : file;
  o.err(`refused (${err.status} ${err.errorCode}): ${err.message}`);
  const value = (err.value ?? {}) as { findings?: Finding[] } & Partial<Difference>;
  if (Array.isArray(value.findings)) {
    for (const f of value.findings) o.err(formatFinding({ ...f, file: where(f.file) }));
    const errors = value.findings.filter((f) => f.severity === 'error').length;
    o.err(`${errors} error${errors === 1 ? '' : 's'}, ${value.findings.length - errors} warning${value.findings.length - errors === 1 ? '' : 's'}`);
  }
  if (err.errorCode === 'brand.publish.conflict' && value.draft && value.publishedChanges) {
    o.err(`  your draft, since revision ${value.base ?? 'none'}:`);
    for (const c of value.draft) o.err(changeLine(c));
    o.err(`  published since (revision ${value.published ?? 'none'}):`);
    for (const c of value.publishedChanges) o.err(changeLine(c));
    if (value.conflicts?.length) o.err(`  changed on both sides: ${value.conflicts.map((c) => `${c.file}${c.path ? ` ${c.path}` : ''}`).join(', ')}`);
    o.err(`  pull revision ${value.published ?? 'none'}, make your change again and push.`);
  }
  return 1;
}

/** `pull <brand> [dir]`: the published revision (or `revision`) written as files, the folder made equal to it. */
export async function pull(c: OperatorClient, o: Output, brand: string, dir: string, revision?: number): Promise<number> {
  const r = await c.call('brandRevision', { brand, ...(revision ? { revision } : {}) });
  const { written, removed } = writeOverlayFolder(dir, r.files, r.revision.number);
  o.out(
    `pulled ${brand} revision ${r.revision.number}${r.revision.number === r.published ? ' (published)' : ''} into ${dir}: ${written.length} files${removed.length ? `, removed ${removed.join(', ')}` : ''}`,
  );
  return 0;
}

/**
 * `push <brand> [dir] -m <message> [--publish]`: the folder's files saved as a draft, edited from `parent` (else the
 * revision the folder was pulled from, else the published one: a team that keeps brands in git replaces what is
 * live), then published when asked.
 */
export async function push(
  c: OperatorClient,
  o: Output,
  a: { brand: string; dir: string; message: string; publish: boolean; parent?: number },
): Promise<number> {
  const files = readOverlayFolder(a.dir);
  if (Object.keys(files).length === 0) {
    o.err(`no brand documents under ${resolve(a.dir)} (expected brand.json, screens/*.json, locales/*.json)`);
    return 1;
  }
  const parent = a.parent ?? pulledRevision(a.dir) ?? (await c.call('brandHistory', { brand: a.brand, limit: 1 })).published;
  const saved = await c.call('brandSave', { brand: a.brand, parent, message: a.message, files });
  for (const f of saved.warnings) o.err(formatFinding(f));
  o.out(`saved ${a.brand} revision ${saved.revision.number} (edited from ${parent ?? 'nothing'})`);
  if (!a.publish) return 0;
  const done = await c.call('brandPublish', { brand: a.brand, revision: saved.revision.number });
  o.out(`published ${a.brand} revision ${done.published.number} (was ${done.previous ?? 'none'})`);
  // The folder is the published revision now: the parent of the next push (a draft alone is not recorded).
  recordRevision(a.dir, done.published.number);
  return 0;
}

/** `history <brand>`: the revisions, newest first, the published one marked. */
export async function history(c: OperatorClient, o: Output, brand: string, limit = 20): Promise<number> {
  const h = await c.call('brandHistory', { brand, limit });
  o.out(`${brand}: published revision ${h.published ?? 'none'}`);
  for (const r of h.revisions as Meta[]) {
    const mark = r.number === h.published ? '*' : ' ';
    o.out(`${mark} ${String(r.number).padStart(4)}  ${day(r.createdAt)}  ${r.author.padEnd(12)}  from ${String(r.parent ?? '-').padEnd(4)}  ${r.message}`);
  }
  if (h.next !== null) o.out(`  ... older revisions before ${h.next}`);
  return 0;
}

/** `rollback <brand> <revision>`: an earlier revision published again. */
export async function rollback(c: OperatorClient, o: Output, brand: string, revision: number): Promise<number> {
  const done = await c.call('brandRollback', { brand, revision });
  const migrated = done.migratedFrom ? ` (revision ${done.migratedFrom} migrated to the current document version)` : '';
  o.out(`${brand} now serves revision ${done.published.number}${migrated} (was ${done.previous ?? 'none'})`);
  return 0;
}

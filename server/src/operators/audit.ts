import type { AuditLine } from '../../../src/generated/api/auditList.response.ts';
import type { Queryable } from '../db/index.ts';
import type { Operator } from './accounts.ts';

/**
 * The audit log: who changed what, when, on which brand and revision. Append-only (the database refuses UPDATE,
 * DELETE and TRUNCATE on audit_log, migration 120), written in the same transaction as the change it records, so a
 * change without its line, or a line without its change, cannot be committed.
 */

/** The actor of changes made with `npm run operator` on the server's machine (no account, no session). */
export const CLI_OPERATOR: Operator = { id: 0, username: 'cli' };

/** Summaries longer than this are cut (details carry the rest). */
const SUMMARY_MAX = 500;

export interface AuditInput {
  operator: Operator;
  /** What happened, dotted: `operator.create`, `brand.publish`, `draft.save`... */
  action: string;
  brand?: string | null;
  revision?: number | null;
  /** One line a person reads in the list. */
  summary: string;
  /** Anything a later reader may need (JSON). */
  details?: unknown;
}

/** Appends one line; call it inside the transaction of the change it records. */
export async function appendAudit(db: Queryable, entry: AuditInput, now: number): Promise<void> {
  const summary = entry.summary.length > SUMMARY_MAX ? `${entry.summary.slice(0, SUMMARY_MAX - 1)}…` : entry.summary;
  await db.query(
    `INSERT INTO audit_log (at, operator_id, operator_username, action, brand, revision, summary, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      now,
      entry.operator.id > 0 ? entry.operator.id : null,
      entry.operator.username,
      entry.action,
      entry.brand ?? null,
      entry.revision ?? null,
      summary,
      entry.details === undefined ? null : JSON.stringify(entry.details),
    ],
  );
}

/** One line as admins read it (auditList's answer, schemas/api). */
export type { AuditLine };

export interface AuditQuery {
  brand?: string;
  action?: string;
  operator?: string;
  /** Lines older than this id (the previous page's `next`). */
  before?: number;
  limit: number;
}

interface AuditRow {
  id: number | string;
  at: number | string;
  operator_username: string;
  action: string;
  brand: string | null;
  revision: number | string | null;
  summary: string;
  details: unknown;
}

/** Details as an object (a bare value recorded by a caller is wrapped), or null. */
const detailsOf = (d: unknown): Record<string, unknown> | null =>
  d === null || d === undefined ? null : typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : { value: d };

/**
 * Newest first, filtered, one page: by id (keyset), so a page stays stable while lines are added. `next` is the
 * `before` of the next page, null on the last.
 */
export async function listAudit(db: Queryable, q: AuditQuery): Promise<{ list: AuditLine[]; next: number | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.brand !== undefined) add('brand = ?', q.brand);
  if (q.action !== undefined) add('action = ?', q.action);
  if (q.operator !== undefined) add('operator_username = ?', q.operator.trim().toLowerCase());
  if (q.before !== undefined) add('id < ?', q.before);
  params.push(q.limit + 1);
  const rows = await db.query<AuditRow>(
    `SELECT id, at, operator_username, action, brand, revision, summary, details FROM audit_log
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, q.limit).map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    operator: r.operator_username,
    action: r.action,
    brand: r.brand,
    revision: r.revision === null ? null : Number(r.revision),
    summary: r.summary,
    details: detailsOf(r.details),
  }));
  return { list: page, next: rows.length > q.limit ? (page[page.length - 1]?.id ?? null) : null };
}

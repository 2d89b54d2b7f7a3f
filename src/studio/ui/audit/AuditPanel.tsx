import { useCallback, useEffect, useId, useState } from 'react';
import type { AuditListRequest } from '../../../generated/api/auditList.request.ts';
import type { AuditListResponse } from '../../../generated/api/auditList.response.ts';
import { failureOf, type OpsCalls } from '../publish/callFailure.ts';
import { formatTime } from '../history/formatTime.ts';
import { TableHead } from '../layout/TableHead.tsx';
import { auditScope, type HasRoles, isAdmin } from './roles.ts';
import './audit.css';

type AuditLine = AuditListResponse['list'][number];

export interface AuditPanelProps {
  ops: OpsCalls;
  /** The operator session (operatorSession's answer): the panel shows only to an admin. */
  session: HasRoles | null;
  /** The platform's brand ids (brandList), offered in the brand filter. */
  brands: string[];
  /** The brand chosen at first (the studio's current one), or null for all the operator may read. */
  brand?: string | null;
}

const PAGE_SIZE = 50;

interface Filter {
  brand: string;
  operator: string;
}

/**
 * The audit log for admins: who did what to which brand and when, newest first, filtered by brand and operator,
 * a page at a time. An admin of some brands only (not `*`) always reads one of their brands.
 */
export function AuditPanel({ ops, session, brands, brand = null }: AuditPanelProps) {
  const scope = auditScope(session);
  const choices = scope === '*' ? brands : scope;
  const initialBrand = brand && (scope === '*' || scope.includes(brand)) ? brand : scope === '*' ? '' : (scope[0] ?? '');
  const [draftFilter, setDraftFilter] = useState<Filter>({ brand: initialBrand, operator: '' });
  const [filter, setFilter] = useState<Filter>(draftFilter);
  const [lines, setLines] = useState<AuditLine[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const brandId = useId();
  const operatorId = useId();
  const admin = isAdmin(session);

  const load = useCallback(
    async (f: Filter, before: number | null) => {
      setLoading(true);
      setError(null);
      const input: AuditListRequest = { pageSize: PAGE_SIZE };
      if (f.brand) input.brand = f.brand;
      if (f.operator.trim()) input.operator = f.operator.trim();
      if (before !== null) input.before = before;
      try {
        const page = await ops.call('auditList', input);
        setLines((old) => (before === null ? page.list : [...old, ...page.list]));
        setNext(page.next);
      } catch (err) {
        setError(failureOf(err).message);
      } finally {
        setLoading(false);
      }
    },
    [ops],
  );

  useEffect(() => {
    if (admin) void load(filter, null);
  }, [admin, filter, load]);

  if (!admin) return null;

  return (
    <section className="studio-audit" aria-labelledby="studio-audit-heading">
      <h2 id="studio-audit-heading">Audit log</h2>
      <form
        className="studio-audit-filter"
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ ...draftFilter });
        }}
      >
        <label htmlFor={brandId}>Brand</label>
        <select id={brandId} value={draftFilter.brand} onChange={(e) => setDraftFilter((f) => ({ ...f, brand: e.target.value }))}>
          {scope === '*' && <option value="">All brands</option>}
          {choices.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <label htmlFor={operatorId}>Operator</label>
        <input
          id={operatorId}
          type="text"
          value={draftFilter.operator}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => setDraftFilter((f) => ({ ...f, operator: e.target.value }))}
        />
        <button type="submit">Show lines</button>
      </form>
      {error && (
        <div role="alert">
          <p>The audit log could not be loaded: {error}</p>
          <button type="button" onClick={() => void load(filter, null)}>
            Retry loading the audit log
          </button>
        </div>
      )}
      {!error && !loading && lines.length === 0 && <p>No audit lines match.</p>}
      {lines.length > 0 && (
        <table className="studio-audit-table">
          <caption className="studio-audit-caption">
            Audit lines{filter.brand ? ` of ${filter.brand}` : ''}
            {filter.operator.trim() ? ` by ${filter.operator.trim()}` : ''}, newest first
          </caption>
          <TableHead columns={['When', 'Operator', 'Action', 'Brand', 'Revision', 'What happened']} />
          <tbody>
            {lines.map((l) => (
              <tr key={l.id}>
                <td>{formatTime(l.at)}</td>
                <td>{l.operator}</td>
                <td>
                  <code>{l.action}</code>
                </td>
                <td>{l.brand ?? '—'}</td>
                <td>{l.revision ?? '—'}</td>
                <td>{l.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loading && <p aria-busy="true">Loading audit lines…</p>}
      {!loading && next !== null && (
        <button type="button" onClick={() => void load(filter, next)}>
          Show older lines
        </button>
      )}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { ManualDepositListResponse } from '../../../generated/api/manualDepositList.response.ts';
import type { ManualDeposit } from '../../../generated/api/shapes/manualDeposit.ts';
import { ConfirmDialog } from '../history/ConfirmDialog.tsx';
import { formatTime } from '../history/formatTime.ts';
import { TableHead } from '../layout/TableHead.tsx';
import { failureOf, type OpsCalls } from '../publish/callFailure.ts';
import { ReceiptDialog, receiptAlt } from './ReceiptDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { formatAmount, receiptUrl } from './receiptUrl.ts';
import './deposits.css';

export interface ManualDepositsPanelProps {
  ops: OpsCalls;
  /** The brand whose merchant's transfers are shown (the studio's current one). */
  brand: string;
}

const PAGE_SIZE = 20;

type Open = { kind: 'receipt' | 'confirm' | 'reject'; deposit: ManualDeposit } | null;

/** A transfer's state in words: pending, or who decided what. */
function stateOf(d: ManualDeposit): string {
  if (d.status === 'PENDING') return 'Waiting for a check';
  const by = d.reviewedBy ? ` by ${d.reviewedBy}` : ' by the demo';
  return d.status === 'SUCCESS' ? `Confirmed${by}, credited` : `Rejected${by}: ${d.reason ?? 'no reason kept'}`;
}

/**
 * Manual bank transfers for publishers of the brand: pending ones first, each with its receipt (opened large),
 * confirmed (the member is credited) or rejected with the reason the member reads, after a dialog that says so.
 * A refusal of the server (another operator decided it first...) is said in its words and the list reloads.
 */
export function ManualDepositsPanel({ ops, brand }: ManualDepositsPanelProps) {
  const [page, setPage] = useState<ManualDepositListResponse | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    async (n: number) => {
      setLoadError(null);
      try {
        setPage(await ops.call('manualDepositList', { brand, pageNo: n, pageSize: PAGE_SIZE }));
      } catch (err) {
        setLoadError(failureOf(err).message);
      }
    },
    [ops, brand],
  );

  useEffect(() => {
    void load(pageNo);
  }, [load, pageNo]);

  const decide = async (d: ManualDeposit, reason?: string) => {
    setBusy(true);
    setDecisionError(null);
    try {
      const done =
        reason === undefined
          ? await ops.call('manualDepositConfirm', { brand, orderNo: d.orderNo })
          : await ops.call('manualDepositReject', { brand, orderNo: d.orderNo, reason });
      setNotice(
        done.status === 'SUCCESS'
          ? `Transfer ${d.reference} confirmed: ${formatAmount(d.amount)} credited to ${d.username}.`
          : `Transfer ${d.reference} rejected: ${d.username} reads "${done.reason ?? reason}".`,
      );
      setOpen(null);
      await load(pageNo);
    } catch (err) {
      const f = failureOf(err);
      // Decided elsewhere meanwhile: say so where the list is, and show the list as it is now.
      if (f.errorCode === 'deposit.manual.decided' || f.errorCode === 'deposit.manual.unknown') {
        setOpen(null);
        setNotice(null);
        setLoadError(null);
        setDecisionError(f.message);
        await load(pageNo);
      } else {
        setDecisionError(f.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setOpen(null);
    setDecisionError(null);
  };

  return (
    <section className="studio-deposits" aria-labelledby="studio-deposits-heading">
      <h2 id="studio-deposits-heading">Manual deposits</h2>
      <p>
        Bank transfers members of {brand} reported with a reference and a receipt. Check each against the bank statement of the account it was paid to, then
        confirm it (the member is credited at once) or reject it with a reason the member reads.
      </p>
      <button type="button" onClick={() => void load(pageNo)}>
        Reload the list
      </button>
      <p role="status" className="studio-deposits__notice">
        {notice ?? (page ? `${page.pending} waiting for a check.` : '')}
      </p>
      {decisionError && !open && (
        <p role="alert" className="studio-deposits__error">
          {decisionError}
        </p>
      )}
      {loadError && (
        <div role="alert">
          <p>The manual deposits could not be loaded: {loadError}</p>
          <button type="button" onClick={() => void load(pageNo)}>
            Retry loading the manual deposits
          </button>
        </div>
      )}
      {!page && !loadError && <p aria-busy="true">Loading manual deposits…</p>}
      {page && page.list.length === 0 && <p>No manual bank transfers have been reported for {brand}.</p>}
      {page && page.list.length > 0 && (
        <table className="studio-deposits-table">
          <caption className="studio-audit-caption">Manual bank transfers of {brand}, waiting ones first, then newest first</caption>
          <TableHead columns={['Reference', 'Member', 'Amount', 'Reported', 'Paid to', 'Receipt', 'State', 'Decision']} />
          <tbody>
            {page.list.map((d) => (
              <tr key={d.orderNo}>
                <th scope="row">{d.reference}</th>
                <td>{d.username}</td>
                <td className="studio-deposits__amount">{formatAmount(d.amount)}</td>
                <td>{formatTime(d.createdAt)}</td>
                <td>{d.paidTo ? `${d.paidTo.bankName} ${d.paidTo.accountNo}` : 'No receiving account'}</td>
                <td>
                  {d.receipt ? (
                    <button
                      type="button"
                      className="studio-deposits__thumb"
                      aria-label={`Open the receipt of ${d.reference} large`}
                      onClick={() => setOpen({ kind: 'receipt', deposit: d })}
                    >
                      <img src={receiptUrl(brand, d.orderNo)} alt={receiptAlt(d)} loading="lazy" />
                    </button>
                  ) : (
                    'None'
                  )}
                </td>
                <td>{stateOf(d)}</td>
                <td>
                  {d.status === 'PENDING' ? (
                    <div className="studio-deposits__actions">
                      <button type="button" aria-label={`Confirm ${d.reference}`} onClick={() => setOpen({ kind: 'confirm', deposit: d })}>
                        Confirm
                      </button>
                      <button type="button" aria-label={`Reject ${d.reference}`} onClick={() => setOpen({ kind: 'reject', deposit: d })}>
                        Reject
                      </button>
                    </div>
                  ) : (
                    (d.reviewedAt && formatTime(d.reviewedAt)) || '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && page.totalPages > 1 && (
        <nav className="studio-deposits__pages" aria-label="Pages of manual deposits">
          <button type="button" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
            Newer transfers
          </button>
          <span>
            Page {pageNo} of {page.totalPages}
          </span>
          <button type="button" disabled={pageNo >= page.totalPages} onClick={() => setPageNo((n) => n + 1)}>
            Older transfers
          </button>
        </nav>
      )}
      {open?.kind === 'receipt' && <ReceiptDialog brand={brand} deposit={open.deposit} onClose={close} />}
      {open?.kind === 'confirm' && (
        <ConfirmDialog
          title={`Confirm transfer ${open.deposit.reference}?`}
          confirmLabel={`Confirm and credit ${formatAmount(open.deposit.amount)}`}
          busy={busy}
          onConfirm={() => void decide(open.deposit)}
          onCancel={close}
        >
          <p>
            {formatAmount(open.deposit.amount)} is credited to {open.deposit.username}'s wallet at once. Confirm only when the bank statement
            {open.deposit.paidTo ? ` of ${open.deposit.paidTo.bankName} ${open.deposit.paidTo.accountNo}` : ''} shows this amount with reference{' '}
            {open.deposit.reference}. This cannot be undone.
          </p>
          {decisionError && <p role="alert">{decisionError}</p>}
        </ConfirmDialog>
      )}
      {open?.kind === 'reject' && (
        <RejectDialog deposit={open.deposit} busy={busy} error={decisionError} onReject={(reason) => void decide(open.deposit, reason)} onCancel={close} />
      )}
    </section>
  );
}

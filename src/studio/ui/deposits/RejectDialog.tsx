import { useId, useState } from 'react';
import type { ManualDeposit } from '../../../generated/api/shapes/manualDeposit.ts';
import { Modal } from '../layout/Modal.tsx';
import { formatAmount } from './receiptUrl.ts';

/** What the member reads at most (the server's limit too). */
const REASON_MAX = 200;

interface Props {
  deposit: ManualDeposit;
  busy: boolean;
  /** The server's refusal of the last try, in its words. */
  error: string | null;
  onReject(reason: string): void;
  onCancel(): void;
}

/** Rejecting a transfer asks for the reason the member will read in the deposit records (1 to 200 characters). */
export function RejectDialog({ deposit, busy, error, onReject, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const shown = missing ? 'Write the reason: the member reads it in the deposit records.' : error;
  return (
    <Modal title={`Reject transfer ${deposit.reference}?`} onClose={onCancel} initialFocus="textarea">
      <form
        className="studio-reject"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setMissing(true);
          onReject(reason.trim());
        }}
      >
        <p>
          {deposit.username}'s transfer of {formatAmount(deposit.amount)} is marked failed and nothing is credited. This cannot be undone.
        </p>
        <label htmlFor={fieldId}>Reason the member reads</label>
        <textarea
          id={fieldId}
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          required
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        <p id={hintId} className="studio-reject__hint">
          {reason.trim().length} of {REASON_MAX} characters, for example "No transfer with this reference on the statement".
        </p>
        {shown && (
          <p id={errorId} role="alert" className="studio-deposits__error">
            {shown}
          </p>
        )}
        <div className="studio-dialog-buttons">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="studio-button-primary" disabled={busy} aria-busy={busy}>
            Reject transfer {deposit.reference}
          </button>
        </div>
      </form>
    </Modal>
  );
}

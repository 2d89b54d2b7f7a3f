import type { ManualDeposit } from '../../../generated/api/shapes/manualDeposit.ts';
import { Modal } from '../layout/Modal.tsx';
import { formatAmount, receiptUrl } from './receiptUrl.ts';

/** The words of a receipt image: whose transfer it is, so a screen reader says what the picture should show. */
export const receiptAlt = (d: ManualDeposit): string => `Bank receipt of transfer ${d.reference} from ${d.username}, reported as ${formatAmount(d.amount)}`;

/** A receipt opened large, beside what the member reported, to compare with the bank statement. */
export function ReceiptDialog({ brand, deposit, onClose }: { brand: string; deposit: ManualDeposit; onClose(): void }) {
  const d = deposit;
  return (
    <Modal title={`Receipt of transfer ${d.reference}`} onClose={onClose}>
      <div className="studio-receipt">
        <p>
          {d.username} reported {formatAmount(d.amount)} with reference <strong>{d.reference}</strong>
          {d.paidTo ? ` to ${d.paidTo.bankName} ${d.paidTo.accountNo} (${d.paidTo.accountName})` : ''}.
        </p>
        <img className="studio-receipt__large" src={receiptUrl(brand, d.orderNo)} alt={receiptAlt(d)} width={d.receipt?.width} height={d.receipt?.height} />
      </div>
    </Modal>
  );
}

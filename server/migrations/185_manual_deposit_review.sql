-- Operators decide manual bank transfers (server/src/ledger/manualReview.ts): confirm (credited like any deposit)
-- or reject with a reason the member reads in the deposit records. reviewed_by / reviewed_at: the operator and the
-- moment of the decision (null for a demo confirmation and for every other channel); the audit log has the rest.
ALTER TABLE deposit_orders ADD COLUMN reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 200);
ALTER TABLE deposit_orders ADD COLUMN reviewed_by integer REFERENCES operators(id);
ALTER TABLE deposit_orders ADD COLUMN reviewed_at bigint;

-- The receiving account the member was shown when reporting the transfer ({bankName, accountName, accountNo,
-- branch}), kept with the receipt: the merchant's account may change before an operator checks the statement.
-- Null for transfers reported before this column existed (the merchant's current account is shown then).
ALTER TABLE deposit_receipts ADD COLUMN paid_to jsonb;

-- The operators' list: a merchant's manual transfers, pending first, newest first.
CREATE INDEX deposit_orders_manual_review_idx ON deposit_orders (merchant_id, (status = 'PENDING') DESC, created_at DESC) WHERE reference IS NOT NULL;

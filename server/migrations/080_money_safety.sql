-- Money safety: the withdrawal password lockout and softly removed bank cards.

-- Wrong withdrawal passwords in a row (server/src/ledger/withdrawLock.ts); the one reaching the limit locks
-- withdrawals until withdraw_locked_until (epoch ms). A right password resets the count; the lock only ends with time.
ALTER TABLE members ADD COLUMN withdraw_pw_failures integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN withdraw_locked_until bigint;

-- Removed cards stay (withdrawal history joins them) but leave the lists and cannot be withdrawn to; the same
-- account number may be added again as a new card, so the uniqueness only covers cards in use.
ALTER TABLE bank_cards ADD COLUMN removed_at bigint;
DROP INDEX bank_cards_member_no_uq;
CREATE UNIQUE INDEX bank_cards_member_no_uq ON bank_cards (member_id, account_no) WHERE removed_at IS NULL;
CREATE INDEX withdraw_orders_card_processing_idx ON withdraw_orders (bank_card_id) WHERE status = 'PROCESSING';

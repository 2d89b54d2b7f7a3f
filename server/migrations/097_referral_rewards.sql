-- The REFERRAL promotion's payout: the member who invited a friend is credited once, when that friend's first
-- deposit completes. One row per friend (the key), written in the transaction that credits the deposit.
CREATE TABLE referral_rewards (
  friend_member_id integer PRIMARY KEY REFERENCES members(id),
  referrer_member_id integer NOT NULL REFERENCES members(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  tx_id integer NOT NULL REFERENCES ledger_transactions(id),
  created_at bigint NOT NULL
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_member_id);

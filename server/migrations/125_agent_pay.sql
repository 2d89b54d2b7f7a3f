-- Agent pay through the ledger: a daily salary or dividend marked PAID is a SALARY or DIVIDEND transaction from
-- the merchant's HOUSE account to the agent's wallet, and names it (nothing to pay: no transaction).
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('OPENING', 'DEPOSIT', 'WITHDRAW', 'BET', 'WIN', 'ADJUST', 'BONUS', 'MISSION', 'PROMOCODE',
                  'CHECKIN', 'MANREBATE', 'REDRAIN', 'REFERRAL', 'FORFEIT', 'SALARY', 'DIVIDEND'));
ALTER TABLE agent_daily_salaries ADD COLUMN tx_id integer REFERENCES ledger_transactions(id);
ALTER TABLE agent_dividends ADD COLUMN tx_id integer REFERENCES ledger_transactions(id);

-- VIP levels per merchant (no rows: the merchant has no VIP programme). Amounts in cents of the merchant currency;
-- a level is reached when lifetime deposits AND lifetime bets reach both thresholds.
CREATE TABLE vip_levels (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  level smallint NOT NULL CHECK (level >= 0),
  name text NOT NULL,
  deposit_required_cents bigint NOT NULL CHECK (deposit_required_cents >= 0),
  bet_required_cents bigint NOT NULL CHECK (bet_required_cents >= 0),
  upgrade_bonus_cents bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus_cents >= 0),
  monthly_bonus_cents bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus_cents >= 0),
  rebate_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (rebate_percent >= 0),
  daily_withdraw_limit_cents bigint NOT NULL CHECK (daily_withdraw_limit_cents >= 0),
  dedicated_service boolean NOT NULL DEFAULT false,
  PRIMARY KEY (merchant_id, level)
);

-- Codes that bind a mobile number or an e-mail address belong to the signed-in member who asked for them
-- (NULL for the signed-out purposes). sms_codes also keeps the e-mail codes: `mobile` is then the lower-cased
-- address and `purpose` says which (see server/src/sms/codes.ts).
ALTER TABLE sms_codes ADD COLUMN member_id integer REFERENCES members(id);

-- The member's wallet balance right after a paid round (bet records show it); NULL for trial rounds and for
-- rounds played before this column existed.
ALTER TABLE game_rounds ADD COLUMN balance_after_cents bigint;

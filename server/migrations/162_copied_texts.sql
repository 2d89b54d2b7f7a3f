-- A ledger memo and a wagering requirement's title copy a text a player reads (a promotion's, mission's, code's or
-- rain's title, "Daily check-in, day 3"): the copy keeps every language, {"EN": {"memo": ...}, "TY": {...}, ...}, and
-- is answered in the request's language like the row it was copied from (the plain column keeps the English).
ALTER TABLE ledger_transactions ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE wagering_requirements ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';

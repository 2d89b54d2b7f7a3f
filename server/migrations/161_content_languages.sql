-- Texts a player reads, per language: {"EN": {"title": ..., "content": ...}, "TY": {...}, "CN": {...}}. A call
-- answers the request's Language, else the brand's default language, else EN, else the plain columns (which keep
-- the English text: write-time copies such as ledger memos read them).
ALTER TABLE announcements ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE inbox_messages ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE chat_messages ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE deposit_promotions ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE missions ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE promo_codes ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE red_rain_events ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';

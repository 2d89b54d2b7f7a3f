-- Lobby news (GLS2_lobbyNews): short items the game lobby shows, per merchant, each with its title and text in
-- every language it has (jsonb {"EN": ..., "TY": ..., "CN": ...}); shown from starts_at (epoch ms) until ends_at
-- (null: no end), newest first.
CREATE TABLE lobby_news (
  id integer PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  titles jsonb NOT NULL,
  texts jsonb NOT NULL,
  starts_at bigint NOT NULL,
  ends_at bigint,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX lobby_news_merchant_idx ON lobby_news (merchant_id, starts_at DESC);

-- Chat models (CBS_modelList): the queues live chat offers (deposits, account, games...), per merchant, with their
-- names and descriptions per language and the hours (merchant time, 0-24) agents answer them.
CREATE TABLE chat_models (
  id integer PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  code text NOT NULL,
  names jsonb NOT NULL,
  descriptions jsonb NOT NULL,
  open_hour smallint NOT NULL CHECK (open_hour BETWEEN 0 AND 24),
  close_hour smallint NOT NULL CHECK (close_hour BETWEEN 0 AND 24),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code)
);

-- The game catalogue: vendors, the lanes (categories) they appear in, games, and per-merchant hot lists.
CREATE TABLE game_vendors (
  vassalage text PRIMARY KEY,
  display_name text NOT NULL,
  account_type_name text NOT NULL,
  account_type_id integer NOT NULL DEFAULT 1,
  sort integer NOT NULL
);

-- One row per vendor and lane; classifies lists the codes its games use there (filter panel options).
CREATE TABLE game_vendor_lanes (
  category text NOT NULL,
  vassalage text NOT NULL REFERENCES game_vendors(vassalage),
  game_type text NOT NULL,
  classifies jsonb NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (category, vassalage)
);

-- node_id is the platform's stable id (favourites and recent games refer to it); game_id the vendor's code.
CREATE TABLE games (
  node_id integer PRIMARY KEY,
  game_id text NOT NULL UNIQUE,
  game_code text NOT NULL,
  name_en text NOT NULL,
  name_cn text NOT NULL,
  game_type text NOT NULL,
  category text NOT NULL,
  vassalage text NOT NULL REFERENCES game_vendors(vassalage),
  game_classify text NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  min_bet numeric(10, 2) NOT NULL,
  min_line integer NOT NULL,
  support_play smallint NOT NULL,
  room_id text,
  lotto_mode text,
  popularity integer NOT NULL,
  sort integer NOT NULL,
  enabled boolean NOT NULL DEFAULT true
);
-- Every list query filters by type (or lane) and usually vendor, and pages in popularity order.
CREATE INDEX games_type_idx ON games (game_type, popularity DESC, node_id);
CREATE INDEX games_category_idx ON games (category, popularity DESC, node_id);
CREATE INDEX games_vendor_idx ON games (vassalage, game_type, popularity DESC, node_id);
CREATE INDEX games_new_idx ON games (game_type, node_id) WHERE is_new;

CREATE TABLE hot_games (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  node_id integer NOT NULL REFERENCES games(node_id),
  rank integer NOT NULL,
  PRIMARY KEY (merchant_id, node_id)
);
CREATE INDEX hot_games_rank_idx ON hot_games (merchant_id, rank);

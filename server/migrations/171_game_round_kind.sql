-- Which demo game played a round: the slot (reels holds its reels) or the baccarat table (reels holds the two
-- hands and the stakes per spot, as JSON).
ALTER TABLE game_rounds ADD COLUMN kind text NOT NULL DEFAULT 'SLOT' CHECK (kind IN ('SLOT', 'BACCARAT', 'NONE'));
